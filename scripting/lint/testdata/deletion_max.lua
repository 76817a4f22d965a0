-- CARD ST1-15
-- "Delete up to 2 of your opponent's Digimon with 4000 DP or less": the printed number
-- alone, not the maximum effects may raise (15-15-5).
return card {
  main = function(ctx)
    ctx:delete(ctx:choose({ owner = "opponent", kind = "Digimon", dp_at_most = 4000 }, { count = 2, up_to = true })) --! warning: the text deletes by DP
  end,
  security = function(ctx) ctx:activate_main() end,
}
