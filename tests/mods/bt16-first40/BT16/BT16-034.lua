-- BT16-034 Tempomon
-- [Digivolve] Lv.4 w/[Pulsemon] in text: Cost 3
-- [On Play] [When Digivolving] If you have 3 or more security cards, 1 of your opponent's
-- Digimon gets -4000 DP until the end of their turn. If you have 3 or fewer, 1 of their
-- Digimon gains <Security A. -2> until the end of their turn.
-- Inherited: [End of Attack] [Once Per Turn] If this Digimon has [Pulsemon] in its text,
-- by trashing the top card of your security stack, unsuspend this Digimon.
return card {
  effects = { {
    timing = { "on_play", "when_digivolving" },
    run = function(ctx)
      -- Two conditions, each read when its part is done: with exactly 3 both hold (Q2630).
      if ctx:security_count() >= 3 then
        ctx:dp_plus(ctx:choose_one("opponent_digimon", { text = "gets -4000 DP until the end of their turn" }), -4000, "their_turn")
      end
      if ctx:security_count() <= 3 then
        ctx:give(ctx:choose_one("opponent_digimon", { text = "gains <Security A. -2> until the end of their turn" }),
          "Security A. -2", "their_turn")
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
