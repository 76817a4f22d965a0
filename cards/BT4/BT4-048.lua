-- BT4-048 WarGreymon
-- [When Attacking][Once Per Turn] You may add the top card of your security stack to your
-- hand to unsuspend this Digimon and have 1 of your opponent's Digimon get -6000 DP for
-- the turn.
return card {
  when_attacking = {
    -- all "you may": declined, it does not activate and its [Once Per Turn] is not spent
    -- (15-9-2-2, 15-14-1-1)
    once_per_turn = true, optional = true,
    -- without a security card the cost cannot be paid: no activation (Q1210)
    condition = function(ctx) return ctx:security_count() > 0 end,
    run = function(ctx)
      -- "by X, Y" (15-8-3): the rest only once the card was added
      if ctx:add_to_hand(ctx:cards("security", { top = 1 })) > 0 then
        ctx:unsuspend("self")
        ctx:dp_plus(ctx:choose_one("opponent_digimon"), -6000, "turn")
      end
    end,
  },
}
