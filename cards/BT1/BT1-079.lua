-- BT1-079 Lillymon
-- Inherited: [When Attacking] Suspend 1 of your opponent's Digimon without <Blocker>.
return card {
  inherited = {
    when_attacking = function(ctx)
      local without = {}
      for _, mon in ipairs(ctx:all("opponent_digimon")) do
        if not mon:has_keyword("Blocker") then without[#without + 1] = mon end
      end
      ctx:suspend(ctx:choose_one(without))
    end,
  },
}
