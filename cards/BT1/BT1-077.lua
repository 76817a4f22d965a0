-- BT1-077 Okuwamon
-- Inherited: [Your Turn] When this Digimon deletes an opponent's Digimon in battle and
-- survives, gain 1 memory.
--
-- "Survives" is judged at the end of the battle, after <Retaliation> and whatever else
-- the battle triggered (deletes_in_battle_and_survives, core/battle.go endOfBattle).
return card {
  inherited = {
    when = { {
      on = "deletes_in_battle_and_survives", subject = "self", turn = "your",
      run = function(ctx) ctx:gain_memory(1) end,
    } },
  },
}
