-- ST6-15 Death Claw
-- [Main] You may delete 1 of your Digimon to delete 1 of your opponent's level 4 or lower
-- Digimon.
-- [Security] Delete 1 of your opponent's level 4 or lower Digimon.
local level_4_or_lower = { owner = "opponent", kind = "Digimon", level_at_most = 4 }

return card {
  -- "You may delete X to Y": an optional cost (15-7); Y only once X is deleted.
  main = function(ctx)
    if ctx:count("your_digimon") == 0 then return end
    if not ctx:may("delete 1 of your Digimon to delete 1 of your opponent's level 4 or lower Digimon?") then return end
    local mine = ctx:choose_one("your_digimon", { text = "delete 1 of your Digimon" })
    ctx:delete(mine)
    if not ctx:on_field(mine) then ctx:delete(ctx:choose_one(level_4_or_lower)) end
  end,
  security = function(ctx) ctx:delete(ctx:choose_one(level_4_or_lower)) end,
}
