-- BT4-077 Ghostmon
-- Inherited: [Your Turn] When this card is trashed due to activating this Digimon's
-- ＜Digi-Burst＞, return this card to its owner's hand.
return card {
  inherited = {
    when = { {
      on = "card_moved", from = "digivolution", to = "trash", subject = "this_card", turn = "your",
      -- <Digi-Burst> trashes only the digivolution cards of the Digimon that has it (16-13-1)
      trigger = function(ctx, ev) return ev.effect_keyword == "Digi-Burst" end,
      run = function(ctx) ctx:move(ctx.card, "hand") end,
    } },
  },
}
