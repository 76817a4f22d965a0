-- BT7-031 Herissmon
-- Inherited: [Your Turn] When this card is trashed due to activating this Digimon's
-- ＜Digi-Burst＞, return this card to its owner's hand.
return card {
  inherited = {
    when = { {
      on = "card_moved", subject = "this_card", from = "digivolution", to = "trash", turn = "your",
      -- <Digi-Burst> trashes only its own Digimon's digivolution cards (16-13-1); what it
      -- trashes triggers once the effect it opens is done (Q1551)
      condition = function(ctx) return ctx.event.effect_keyword == "Digi-Burst" end,
      run = function(ctx) ctx:move(ctx.card, "hand") end,
    } },
  },
}
