-- BT8-044 Azulongmon
-- [When Attacking] You may trash the top card of your security stack to gain 2 memory.
-- [Your Turn][Once Per Turn] When one of your other Digimon digivolves, you may unsuspend it.
return card {
  when_attacking = {
    -- "by X, Y" (15-7): without a security card there is nothing to trash, no activation
    optional = true,
    condition = function(ctx) return ctx:security_count() > 0 end,
    run = function(ctx)
      if ctx:trash_security(1) > 0 then ctx:gain_memory(2) end
    end,
  },
  when = { {
    label = "[Your Turn][Once Per Turn] When one of your other Digimon digivolves",
    -- not_self: digivolving into Azulongmon itself does not trigger it (Q1732)
    on = "digivolves", turn = "your", subject = { owner = "you", kind = "Digimon", not_self = true },
    -- all "you may": declined, it does not activate and keeps its once (15-9-2)
    optional = true, once_per_turn = true,
    run = function(ctx) ctx:unsuspend(ctx.event.object) end,
  } },
}
