-- BT5-103 A Blazing Storm of Metal!
-- [Main] Until the end of your opponent's next turn, all of your Digimon with <Reboot> get
-- +1000 DP and <Blocker>.
-- [Security] Your opponent's Digimon can't attack players for the turn. Then, add this card
-- to your hand.
local reboot_digimon = { owner = "you", kind = "Digimon", keyword = "Reboot" }

return card {
  main = function(ctx)
    ctx:dp_plus(reboot_digimon, 1000, "opponents_next_turn")
    ctx:give(reboot_digimon, "Blocker", "opponents_next_turn")
  end,
  security = function(ctx)
    -- attacks on Digimon stay possible, <Piercing> included (Q1376)
    ctx:cannot({ owner = "opponent", kind = "Digimon" }, "attack_players", "turn")
    ctx:move(ctx.card, "hand")
  end,
}
