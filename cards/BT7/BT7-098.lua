-- BT7-098 Ultra Turbulence
-- [Main] 1 of your opponent's Digimon and all of your opponent's Security Digimon get -3000
-- DP for the turn.
-- [Security] Add this card to its owner's hand.
return card {
  main = function(ctx)
    ctx:dp_plus(ctx:choose_one("opponent_digimon"), -3000, "turn")
    -- every Security Digimon of theirs this turn, those checked later included (4-4)
    ctx:dp_plus({ owner = "opponent", security_digimon = true }, -3000, "turn")
  end,
  security = function(ctx) ctx:add_to_hand() end,
}
