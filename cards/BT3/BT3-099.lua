-- BT3-099 We Have to Stop Fighting!
-- [Main] Neither player's Digimon can be deleted in battle for the turn.
-- [Security] Add this card to your hand.
--
-- Every Digimon of both players, those played later in the turn too (a filter, not a
-- choice); a battle against a Security Digimon is a battle (Q1132).
return card {
  main = function(ctx)
    ctx:cannot({ kind = "Digimon" }, "be_deleted_in_battle", "turn")
  end,
  security = function(ctx) ctx:add_to_hand() end,
}
