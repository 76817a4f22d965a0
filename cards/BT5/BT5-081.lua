-- BT5-081 ChaosGallantmon
-- [When Digivolving] You may delete 1 of your other Digimon to delete 1 of your opponent's
-- level 5 or lower Digimon.
-- [Your Turn][Once Per Turn] When one of your other Digimon is deleted, you may play 1 level
-- 3 purple Digimon card from your trash without paying its memory cost. Any [On Play]
-- effects on Digimon played with this effect don't activate.
local others = { owner = "you", kind = "Digimon", not_self = true }

return card {
  when_digivolving = {
    optional = true,
    condition = function(ctx) return ctx:count(others) > 0 end,
    run = function(ctx)
      local mine = ctx:choose_one(others, { text = "delete 1 of your other Digimon" })
      ctx:delete(mine)
      -- "X to Y": Y only if X was done (15-7).
      if mine == nil or ctx:on_field(mine) then return end
      ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", level_at_most = 5 }))
    end,
  },
  when = { {
    -- all "you may": declined, it did not activate and its [Once Per Turn] is not spent
    -- (15-9-2-2, 15-14-1-1)
    on = "deleted", subject = others, turn = "your", once_per_turn = true, optional = true,
    run = function(ctx)
      local digimon = ctx:choose_card(ctx:cards("trash", { kind = "Digimon", level = 3, color = "Purple" }),
        { count = 1, text = "play without paying its memory cost" })[1]
      if digimon then ctx:play_card(digimon, { free = true, no_on_play = true }) end
    end,
  } },
}
