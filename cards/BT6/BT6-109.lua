-- BT6-109 Fly Bullet
-- If you have a Digimon with [Three Musketeers] in its type in play, you may use this Option
-- card without meeting its color requirements.
-- [Main] Delete 1 of your opponent's level 6 or lower Digimon.
-- [Security] Activate this card's [Main] effect.
return card {
  static = { {
    -- in your battle area: not a Tamer, not the breeding area (Q1493)
    ignore_color_requirement = true,
    condition = function(ctx) return ctx:count({ owner = "you", kind = "Digimon", trait = "Three Musketeers" }) > 0 end,
  } },
  main = function(ctx)
    ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", level_at_most = 6 }))
  end,
  security = function(ctx) ctx:activate_main() end,
}
