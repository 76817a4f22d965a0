-- BT4-021 Gaomon
-- Inherited: [Your Turn] When this card is trashed due to activating this Digimon's
-- ＜Digi-Burst＞, return this card to its owner's hand.
return card {
  inherited = {
    when = { {
      on = "card_moved", subject = "this_card", from = "digivolution", to = "trash", turn = "your",
      -- <Digi-Burst> trashes only its own Digimon's digivolution cards (12-14-4); what it
      -- trashes triggers once the effect it opens is done (12-14-8, Q1178)
      condition = function(ctx) return ctx.event.effect_keyword == "Digi-Burst" end,
      run = function(ctx) ctx:move(ctx.card, "hand") end,
    } },
  },
}
