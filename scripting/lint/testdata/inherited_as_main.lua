-- CARD BT1-003
-- The inherited [When Attacking] effect written as the card's own.
return card { --! warning: its inherited effect prints
  when_attacking = { once_per_turn = true, --! error: belongs in inherited = { ... }
    run = function(ctx) ctx:run_keyword("Draw 1") end },
}
