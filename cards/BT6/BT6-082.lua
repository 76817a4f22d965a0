-- BT6-082 Sistermon Blanc
-- [All Turns] While you have a Digimon with [Huckmon] in its name or [Royal Knight] in its
-- type in play, all of your Digimon with [Sistermon] in their names gain ＜Blocker＞. (When an
-- opponent's Digimon attacks, you may suspend this Digimon to force the opponent to attack it
-- instead.)
-- [On Play] Trigger ＜Draw 1＞. (Draw 1 card from your deck.)
local function huckmon_or_royal_knight_in_play(ctx)
  for _, mon in ipairs(ctx:all("your_digimon")) do
    -- names and traits it has now, gained ones too (2-3-1-3)
    if ctx:matches(mon, "[Huckmon] in name or [Royal Knight] trait") then return true end
  end
  return false
end

return card {
  static = { {
    target = { owner = "you", kind = "Digimon", name_has = "Sistermon" },
    keyword = "Blocker",
    condition = huckmon_or_royal_knight_in_play,
  } },
  on_play = function(ctx) ctx:run_keyword("Draw 1") end,
}
