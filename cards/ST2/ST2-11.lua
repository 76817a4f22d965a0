-- ST2-11 MetalGarurumon
-- [When Attacking][Once Per Turn] Unsuspend this Digimon.
return card {
  when_attacking = { once_per_turn = true, run = function(ctx) ctx:unsuspend("self") end },
}
