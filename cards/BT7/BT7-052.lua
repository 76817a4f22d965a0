-- BT7-052 SaberLeomon
-- [When Digivolving] This Digimon gets +5000 DP for the turn.
-- [On Deletion] Gain 2 memory.
return card {
  when_digivolving = function(ctx) ctx:dp_plus("self", 5000, "turn") end,
  on_deletion = function(ctx) ctx:gain_memory(2) end,
}
