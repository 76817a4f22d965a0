-- BT16-040 Wormmon
-- [Digivolve] [Minomon]: Cost 0
-- [Start of Your Main Phase] [On Play] If it's your turn, 1 of your Digimon may
-- digivolve into a level 4 Digimon card with the [Insectoid] or [Free] trait in your
-- trash with the digivolution cost reduced by 1.
-- Inherited: [When Attacking] [Once Per Turn] Suspend 1 of your opponent's Digimon.
return card {
  effects = { {
    timing = { "start_of_your_main_phase", "on_play" },
    condition = function(ctx) return ctx:is_your_turn() end,
    run = function(ctx)
      ctx:digivolve_choose {
        who = "your_digimon", from = "trash", reduce = 1, optional = true,
        filter = { { kind = "Digimon", level = 4, trait = "Insectoid" }, { kind = "Digimon", level = 4, trait = "Free" } },
      }
    end,
  } },
  inherited = {
    when_attacking = {
      once_per_turn = true,
      run = function(ctx) ctx:suspend(ctx:choose_one("opponent_digimon", { text = "suspend" })) end,
    },
  },
}
