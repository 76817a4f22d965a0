-- BT5-004 Yokomon
-- Inherited: [Your Turn] When this card is trashed due to activating this Digimon's
-- <Digi-Burst>, 1 of your Digimon gets +2000 DP for the turn.
return card {
  inherited = {
    when = { {
      on = "card_moved", subject = "this_card", from = "digivolution", to = "trash", turn = "your",
      -- <Digi-Burst> trashes only its own Digimon's digivolution cards (12-14-4); what it
      -- trashes triggers once the effect it opens is done (12-14-8)
      condition = function(ctx) return ctx.event.effect_keyword == "Digi-Burst" end,
      run = function(ctx)
        local mon = ctx:choose_one("your_digimon")
        if mon then ctx:dp_plus(mon, 2000, "turn") end
      end,
    } },
  },
}
