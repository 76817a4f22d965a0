-- BT16-016 Patamon
-- [Digivolve] [Tokomon]: Cost 0
-- [Start of Your Main Phase] [On Play] If it's your turn, 1 of your Digimon may digivolve into a level 4
-- Digimon card with the [Angel] or [Free] trait in your hand with the digivolution cost reduced by 1.
-- Inherited: [When Attacking] Trash the top digivolution card of 1 of your opponent's Digimon.
return card {
  effects = { {
    timing = { "start_of_your_main_phase", "on_play" },
    condition = function(ctx) return ctx:is_your_turn() end,
    run = function(ctx)
      ctx:digivolve_choose {
        who = "your_digimon", from = "hand", reduce = 1, optional = true,
        filter = { { kind = "Digimon", level = 4, trait = "Angel" }, { kind = "Digimon", level = 4, trait = "Free" } },
      }
    end,
  } },
  inherited = {
    when_attacking = function(ctx)
      ctx:trash_digivolution_cards(ctx:choose_one("opponent_digimon"), 1, "top")
    end,
  },
}
