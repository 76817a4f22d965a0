-- BT7-003 Pusurimon
-- Inherited: [Your Turn] When this card is trashed due to activating this Digimon's
-- ＜Digi-Burst＞, 1 of your opponent's Digimon gets -1000 DP for the turn.
return card {
  inherited = {
    when = { {
      on = "card_moved", subject = "this_card", from = "digivolution", to = "trash", turn = "your",
      -- <Digi-Burst> trashes only its own Digimon's digivolution cards (16-13-1); what it
      -- trashes triggers once the effect it opens is done (Q1503)
      condition = function(ctx) return ctx.event.effect_keyword == "Digi-Burst" end,
      run = function(ctx)
        local mon = ctx:choose_one("opponent_digimon")
        if mon then ctx:dp_plus(mon, -1000, "turn") end
      end,
    } },
  },
}
