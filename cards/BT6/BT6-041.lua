-- BT6-041 Manticoremon
-- [When Attacking] You may trash the top card of your security stack to have 1 of your
-- opponent's Digimon get -5000 DP for the turn.
return card {
  when_attacking = {
    -- without a security card the cost cannot be paid: no activation (Q1427)
    condition = function(ctx) return ctx:security_count() > 0 end,
    run = function(ctx)
      -- "by X, Y" (15-7-1, 15-7-2): the DP change only once the card was trashed
      if ctx:may("trash the top card of your security stack?") and ctx:trash_security(1) > 0 then
        ctx:dp_plus(ctx:choose_one("opponent_digimon"), -5000, "turn")
      end
    end,
  },
}
