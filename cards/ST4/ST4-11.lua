-- ST4-11 MegaKabuterimon
-- Inherited: [Your Turn][Once Per Turn] When this Digimon deletes an opponent's Digimon in
-- battle and survives, trash the top card of your opponent's security stack.
return card {
  inherited = {
    when = { {
      on = "deletes_in_battle_and_survives", subject = "self", turn = "your", once_per_turn = true,
      -- Trashed, not checked: its [Security] effect does not activate (Q652); with no
      -- security card left nothing happens, and no one wins by it (Q653).
      run = function(ctx) ctx:trash_security(1, "opponent") end,
    } },
  },
}
