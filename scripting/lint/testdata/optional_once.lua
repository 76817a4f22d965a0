-- CARD BT4-048
-- The whole [When Attacking][Once Per Turn] effect is "you may": asked inside run, a "no"
-- comes after the activation and spends the [Once Per Turn] (15-9-2-2).
return card {
  when_attacking = {
    once_per_turn = true,
    condition = function(ctx) return ctx:security_count() > 0 end,
    run = function(ctx)
      if not ctx:may("add the top card of your security stack to your hand?") then return end --! warning: optional = true
      if ctx:add_to_hand(ctx:cards("security", { top = 1 })) > 0 then
        ctx:unsuspend("self")
        ctx:dp_plus(ctx:choose_one("opponent_digimon"), -6000, "turn")
      end
    end,
  },
}
