-- BT3-029 Goldramon
-- [Your Turn][Once Per Turn] When you play another Digimon, unsuspend this Digimon.
return card {
  when = { {
    on = "played", subject = { owner = "you", kind = "Digimon", not_self = true },
    turn = "your", once_per_turn = true,
    run = function(ctx) ctx:unsuspend("self") end,
  } },
}
