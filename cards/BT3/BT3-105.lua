-- BT3-105 Breath of the Gods
-- [Main] 1 of your Digimon gains <Reboot> (Unsuspend this Digimon during your opponent's
-- unsuspend phase) and "This Digimon can't have its DP reduced or be returned to its owner's
-- hand or deck" until the end of your opponent's next turn.
-- [Security] Your opponent's Digimon can't attack players for the turn.
--
-- The [Security] ban is on a filter, not on chosen Digimon: a Digimon that enters the
-- battle area later in the turn can't attack players either (Q1142).
return card {
  main = function(ctx)
    local mon = ctx:choose_one("your_digimon")
    ctx:give(mon, "Reboot", "opponents_next_turn")
    ctx:cannot(mon, { "have_dp_reduced", "be_returned_to_hand", "be_returned_to_deck" }, "opponents_next_turn")
  end,
  security = function(ctx)
    ctx:cannot({ owner = "opponent", kind = "Digimon" }, "attack_players", "turn")
  end,
}
