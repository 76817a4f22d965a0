-- BT6-105 Gewalt Schwärmer
-- If you have a Digimon with [Three Musketeers] in its type in play, you may use this Option
-- card without meeting its color requirements.
-- [Main] Delete all Digimon with play costs of 7 or less.
-- [Security] Add this card to its owner's hand.
return card {
  static = { {
    -- in your battle area: not a Tamer, not the breeding area (Q1489)
    ignore_color_requirement = true,
    condition = function(ctx) return ctx:count({ owner = "you", kind = "Digimon", trait = "Three Musketeers" }) > 0 end,
  } },
  main = function(ctx)
    -- both players' Digimon (Q1490)
    ctx:delete(ctx:all({ kind = "Digimon", cost_at_most = 7 }))
  end,
  security = function(ctx) ctx:move(ctx.card, "hand") end,
}
