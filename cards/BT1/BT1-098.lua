-- BT1-098 V-Nova Blast
-- [Main] 1 of your Digimon gains <Jamming> (This Digimon can't be deleted in battles
-- against Security Digimon) for the turn.
-- [Security] Add this card to its owner's hand.
return card {
  main = function(ctx) ctx:give(ctx:choose_one("your_digimon"), "Jamming", "turn") end,
  security = function(ctx) ctx:move(ctx.card, "hand") end,
}
