-- ST3-04 Patamon
-- Inherited: [Your Turn][Once Per Turn] When an opponent's Digimon is deleted by dropping
-- to 0 DP, gain 1 memory.
return card {
  inherited = {
    when = { {
      on = "deleted", subject = "opponent_digimon", turn = "your", once_per_turn = true,
      trigger = function(ctx, ev) return ev.cause == "rule" end, -- 0 DP (17-1-3-1)
      run = function(ctx) ctx:gain_memory(1) end,
    } },
  },
}
