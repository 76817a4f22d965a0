-- BT2-028 AeroVeedramon
-- [When Digivolving] If you have a blue Tamer in play, unsuspend 1 of your blue Digimon.
-- Inherited: [Your Turn] When this Digimon becomes unsuspended during your main phase, it
-- gains <Jamming> (This Digimon can't be deleted in battles against Security Digimon) for
-- the turn.
return card {
  when_digivolving = {
    condition = function(ctx)
      return ctx:count({ owner = "you", kind = "Tamer", color = "Blue" }) > 0
    end,
    run = function(ctx)
      ctx:unsuspend(ctx:choose_one({ owner = "you", kind = "Digimon", color = "Blue" },
        { text = "unsuspend" }))
    end,
  },
  inherited = {
    when = { {
      on = "unsuspended", subject = "self", turn = "your",
      -- "during your main phase" (6-5); unsuspending an unsuspended Digimon is not its
      -- becoming unsuspended (Q1004).
      condition = function(ctx) return ctx:phase() == "main" end,
      run = function(ctx) ctx:give("self", "Jamming", "turn") end,
    } },
  },
}
