-- BT1-110 Flower Cannon
-- [Main] Suspend 1 of your opponent's Digimon.
-- [Security] Suspend all of your opponent's Digimon without <Blocker>.
return card {
  main = function(ctx) ctx:suspend(ctx:choose_one("opponent_digimon")) end,
  security = function(ctx)
    for _, mon in ipairs(ctx:all("opponent_digimon")) do
      if not mon:has_keyword("Blocker") then ctx:suspend(mon) end
    end
  end,
}
