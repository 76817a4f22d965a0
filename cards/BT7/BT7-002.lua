-- BT7-002 Bukamon
-- Inherited: [Your Turn][Once Per Turn] When you play a Digimon from one of your Digimon's
-- digivolution cards, gain 1 memory.
return card {
  inherited = {
    when = { {
      on = "played", subject = { owner = "you", kind = "Digimon" }, from = "digivolution",
      turn = "your", once_per_turn = true,
      -- from under one of your Digimon, not from under a Tamer, which from = "digivolution"
      -- also takes (15-5: the trigger condition as written); ev.target is the object it was
      -- played from under
      trigger = function(ctx, ev)
        local from = ev.target
        return from ~= nil and from:is_digimon() and from:owner() == "you"
      end,
      run = function(ctx) ctx:gain_memory(1) end,
    } },
  },
}
