-- BT3-050 Stingmon
-- Inherited: [Your Turn][Once Per Turn] When this Digimon deletes an opponent's Digimon in
-- battle and survives, gain 1 memory.
return card {
  inherited = {
    when = { {
      on = "deletes_in_battle_and_survives", subject = "self", turn = "your",
      once_per_turn = true,
      run = function(ctx) ctx:gain_memory(1) end,
    } },
  },
}
