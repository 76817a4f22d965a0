-- BT16-023 Divemon
-- [Digivolve] Lv.4 w/[Pulsemon] in text: Cost 3
-- [On Play] [When Digivolving] If you have 3 or more security cards, unsuspend 1 of your
-- Digimon. If you have 3 or fewer, return 1 of your opponent's level 4 or lower Digimon
-- to the bottom of the deck.
-- Inherited: [End of Attack] [Once Per Turn] If this Digimon has [Pulsemon] in its text,
-- by trashing the top card of your security stack, unsuspend this Digimon.
return card {
  effects = { {
    timing = { "on_play", "when_digivolving" },
    run = function(ctx)
      -- Two conditions, each read when its part is done: with exactly 3 both hold (Q2618).
      if ctx:security_count() >= 3 then
        ctx:unsuspend(ctx:choose_one("your_digimon", { text = "unsuspend" }))
      end
      if ctx:security_count() <= 3 then
        ctx:move(ctx:choose_one({ owner = "opponent", kind = "Digimon", level_at_most = 4 },
          { text = "return to the bottom of the deck" }), "deck_bottom")
      end
    end,
  } },
  inherited = {
    end_of_attack = {
      once_per_turn = true, optional = true,
      condition = function(ctx) return ctx.self:has_in_text("Pulsemon") end,
      run = function(ctx)
        if ctx:trash_security(1) == 1 then ctx:unsuspend("self") end
      end,
    },
  },
}
