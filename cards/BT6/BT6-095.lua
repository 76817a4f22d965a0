-- BT6-095 Happy Bullet Showering
-- If you have a Digimon with [Three Musketeers] in its type in play, you may use this Option
-- card without meeting its color requirements.
-- [Main] Delete all of your opponent's Digimon with the lowest DP.
-- [Security] Activate this card's [Main] effect.
return card {
  static = { {
    -- in your battle area (Q1481)
    ignore_color_requirement = true,
    condition = function(ctx)
      return ctx:count({ owner = "you", kind = "Digimon", trait = "Three Musketeers" }) > 0
    end,
  } },
  -- every one tied for the lowest (Q1482)
  main = function(ctx) ctx:delete({ owner = "opponent", kind = "Digimon", lowest = "dp" }) end,
  security = function(ctx) ctx:activate_main() end,
}
