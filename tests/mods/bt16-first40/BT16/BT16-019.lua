-- BT16-019 Angemon
-- [Digivolve] [Patamon]: Cost 2
-- <Blocker>
-- [On Play] [When Digivolving] Unsuspend 1 of your level 4 or lower Digimon.
-- Inherited: [When Attacking] Trash the top digivolution card of 1 of your opponent's Digimon.
return card {
  keywords = { "Blocker" },
  effects = { {
    timing = { "on_play", "when_digivolving" },
    run = function(ctx)
      ctx:unsuspend(ctx:choose_one({ owner = "you", kind = "Digimon", level_at_most = 4 }))
    end,
  } },
  inherited = {
    when_attacking = function(ctx)
      ctx:trash_digivolution_cards(ctx:choose_one("opponent_digimon"), 1, "top")
    end,
  },
}
