-- BT2-109 Heat Viper
-- [Main] You may delete 1 of your Digimon to delete up to 2 of your opponent's level 4
-- or lower Digimon.
-- [Security] Add this card to your hand.
local level_4_or_lower = { owner = "opponent", kind = "Digimon", level_at_most = 4 }

return card {
  -- "You may delete X to Y": an optional cost (15-7); Y only once X is deleted. "Your
  -- Digimon" are in the battle area, never the breeding area (3-4-5, Q1041).
  main = function(ctx)
    if ctx:count("your_digimon") == 0 then return end
    if not ctx:may("delete 1 of your Digimon to delete up to 2 of your opponent's level 4 or lower Digimon?") then return end
    local mine = ctx:choose_one("your_digimon", { text = "delete 1 of your Digimon" })
    ctx:delete(mine)
    if not ctx:on_field(mine) then
      ctx:delete(ctx:choose(level_4_or_lower, { count = 2, up_to = true }))
    end
  end,
  security = function(ctx) ctx:add_to_hand() end,
}
