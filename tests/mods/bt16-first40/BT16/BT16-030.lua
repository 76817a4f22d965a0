-- BT16-030 Salamon
-- [Digivolve] [Nyaromon]: Cost 0
-- [Start of Your Main Phase] [On Play] If it's your turn, 1 of your Digimon may
-- digivolve into a level 4 Digimon card with the [Holy Beast] or [Free] trait in the
-- trash with the digivolution cost reduced by 1.
-- Inherited: [Your Turn] All of your opponent's Security Digimon get -3000 DP.
return card {
  effects = { {
    timing = { "start_of_your_main_phase", "on_play" },
    condition = function(ctx) return ctx:is_your_turn() end,
    run = function(ctx)
      ctx:digivolve_choose {
        who = "your_digimon", from = "trash", reduce = 1, optional = true,
        filter = { { kind = "Digimon", level = 4, trait = "Holy Beast" }, { kind = "Digimon", level = 4, trait = "Free" } },
      }
    end,
  } },
  inherited = {
    static = { { turn = "your", target = { owner = "opponent", security_digimon = true }, dp = -3000 } },
  },
}
