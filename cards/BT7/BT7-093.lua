-- BT7-093 Firedrake Strike
-- [Main] Choose 1 of your Digimon with [Hybrid] in its traits. Delete 1 of your opponent's
-- Digimon with DP less than or equal to the chosen Digimon's DP.
-- [Security] You may play 1 [Takuya Kanbara] from your hand or trash without paying its
-- memory cost.
--
-- The maximum is the chosen Digimon's DP, not a printed number: effects that raise the
-- DP maximum of DP-based deletions do not raise it (15-15-5-3).
return card {
  main = function(ctx)
    local hybrid = ctx:choose_one({ owner = "you", kind = "Digimon", trait = "Hybrid" })
    if hybrid == nil then return end
    ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_most = hybrid:dp() }))
  end,
  security = function(ctx)
    local takuya = ctx:choose_card(ctx:cards({ "hand", "trash" }, { name = "Takuya Kanbara" }),
      { optional = true, text = "play without paying its memory cost" })[1]
    if takuya then ctx:play_card(takuya, { free = true }) end
  end,
}
