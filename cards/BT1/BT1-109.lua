-- BT1-109 Smashed Potatoes
-- [Main] For the turn, the next time you would digivolve one of your green Digimon from
-- level 5 to level 6, decrease the digivolution cost by 4.
--
-- The effect outlives the card's [Main]: it waits in the trash, where the card went,
-- until that digivolution or the end of the turn (ctx:turn_count: uses not spent yet).
-- It names no breeding area, so its subject filter sees the battle area only: a
-- digivolution in the breeding area pays the full cost and is not "the next time"
-- (3-4-5-3, 3-4-5-6).
return card {
  main = function(ctx) ctx:turn_count(1) end,
  would = { {
    label = "[Main] (the next digivolution, cost -4)",
    on = "digivolve", area = "trash", subject = { owner = "you", kind = "Digimon", color = "Green", level = 5 },
    trigger = function(ctx) return ctx:turn_count() > 0 and ctx:would_card():level() == 6 end,
    reduces = function(ctx) return 4 * ctx:turn_count() end,
    run = function(ctx)
      ctx:change_cost(-4 * ctx:turn_count())
      ctx:turn_count(-ctx:turn_count())
    end,
  } },
}
