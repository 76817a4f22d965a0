-- BT4-091 Chaosmon: Valdur Arm
-- [When Digivolving] Activate the following effect twice.・1 of your opponent's Digimon gets
-- -7000 DP for the turn.
-- [On Deletion] Gain 3 memory.
return card {
  when_digivolving = function(ctx)
    -- twice in a row within this one effect (Q1245), the same Digimon again if chosen (Q1244)
    for _ = 1, 2 do
      ctx:dp_plus(ctx:choose_one("opponent_digimon"), -7000, "turn")
    end
  end,
  on_deletion = function(ctx) ctx:gain_memory(3) end,
}
