-- BT6-099 Acid Injection
-- [Main] Trash the top card of your security stack. Then, 1 of your opponent's Digimon gets
-- -5000 DP for the turn.
-- [Security] Add this card to its owner's hand.
return card {
  main = function(ctx)
    ctx:trash_security(1)
    -- "Then": the DP change does not depend on a card having been trashed
    ctx:dp_plus(ctx:choose_one("opponent_digimon"), -5000, "turn")
  end,
  security = function(ctx) ctx:move(ctx.card, "hand") end,
}
