-- BT7-110 Evolution Ancient
-- If you have a Digimon with [Hybrid] in its traits in play, you may use this Option card
-- without meeting its color requirements.
-- [Main] Your level 4 Digimon can digivolve into 1 Digimon card in your hand with matching
-- colors and [Ten Warriors] in its traits for its digivolution cost, ignoring its level.
-- [Security] Add this card to its owner's hand.
return card {
  -- a [Hybrid] Digimon in the battle area, not the breeding area (Q1677)
  static = { {
    ignore_color_requirement = true,
    condition = function(ctx) return ctx:count({ owner = "you", kind = "Digimon", trait = "Hybrid" }) > 0 end,
  } },
  main = function(ctx)
    -- "matching colors": a requirement of the card met but for its level, for that
    -- requirement's cost
    ctx:digivolve_choose {
      who = { owner = "you", kind = "Digimon", level = 4 },
      from = "hand", filter = { kind = "Digimon", trait = "Ten Warriors" },
      ignore_level = true, optional = true,
    }
  end,
  security = function(ctx) ctx:add_to_hand() end,
}
