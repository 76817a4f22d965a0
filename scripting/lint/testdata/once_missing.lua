-- CARD ST2-11
-- [When Attacking][Once Per Turn] printed, not declared.
return card {
  when_attacking = { --! error: once_per_turn
    run = function(ctx) ctx:unsuspend("self") end,
  },
}
