-- BT4-084 NeoDevimon
-- [Opponent's Turn] When an opponent plays a Tamer, gain 3 memory.
-- Inherited: [Opponent's Turn] When an opponent's Tamer becomes suspended, gain 1 memory.
return card {
  when = { {
    on = "played", turn = "opponents", subject = { owner = "opponent", kind = "Tamer" },
    run = function(ctx) ctx:gain_memory(3) end,
  } },
  inherited = {
    -- Tamers suspended at once trigger it once (15-5-2, Q1230)
    when = { {
      on = "suspended", turn = "opponents", subject = { owner = "opponent", kind = "Tamer" },
      run = function(ctx) ctx:gain_memory(1) end,
    } },
  },
}
