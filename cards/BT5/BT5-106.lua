-- BT5-106 Demonic Disaster
-- [Main] You may delete 1 of your Digimon to unsuspend 1 of your purple Digimon.
-- [Security] You may play 1 level 3 purple Digimon card from your trash without paying its
-- memory cost. Any [On Play] effects on Digimon played with this effect don't activate.
local purple_level_3 = { kind = "Digimon", color = "Purple", level = 3 }

return card {
  -- "You may delete X to Y": an optional cost (15-7); Y only once X is deleted.
  main = function(ctx)
    if ctx:count("your_digimon") == 0 then return end
    if not ctx:may("delete 1 of your Digimon to unsuspend 1 of your purple Digimon?") then return end
    local mine = ctx:choose_one("your_digimon", { text = "delete 1 of your Digimon" })
    ctx:delete(mine)
    if mine == nil or ctx:on_field(mine) then return end
    ctx:unsuspend(ctx:choose_one({ owner = "you", kind = "Digimon", color = "Purple" }, { text = "unsuspend" }))
  end,
  security = function(ctx)
    local c = ctx:choose_card(ctx:cards("trash", purple_level_3), {
      optional = true, text = "play 1 level 3 purple Digimon card from your trash",
    })[1]
    if c then ctx:play_card(c, { free = true, no_on_play = true }) end
  end,
}
