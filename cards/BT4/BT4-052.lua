-- BT4-052 Lalamon
-- Inherited: [Your Turn] When this card is trashed due to activating this Digimon's
-- <Digi-Burst>, return this card to its owner's hand.
return card {
  inherited = {
    when = { {
      label = "[Your Turn] When this card is trashed due to activating this Digimon's <Digi-Burst>",
      on = "card_moved", subject = "this_card", to = "trash", turn = "your",
      -- <Digi-Burst> trashes only its own Digimon's cards (12-14-4): the keyword that
      -- trashed it was this Digimon's. It waits until the effect is done (12-14-8, Q1212).
      condition = function(ctx) return ctx.event.effect_keyword == "Digi-Burst" end,
      run = function(ctx) ctx:move(ctx.card, "hand") end,
    } },
  },
}
