-- BT1-109 Smashed Potatoes
-- [Main] For the turn, the next time you would digivolve one of your green Digimon from
-- level 5 to level 6, decrease the digivolution cost by 4.
--
-- The reduction is the game's once the [Main] resolved: it waits for that digivolution
-- until the end of the turn wherever this card goes (ctx:next_time). It names no
-- breeding area, so its subject filter sees the battle area only: a digivolution in the
-- breeding area pays the full cost and is not "the next time" (3-4-5-3, 3-4-5-6).
return card {
  main = function(ctx)
    ctx:next_time({
      label = "[Main] (the next digivolution, cost -4)",
      on = "digivolve", subject = { owner = "you", kind = "Digimon", color = "Green", level = 5 },
      trigger = function(ctx) return ctx:would_card():level() == 6 end,
      reduces = 4,
      run = function(ctx) ctx:change_cost(-4) end,
    }, "turn")
  end,
}
