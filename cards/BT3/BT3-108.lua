-- BT3-108 Dark Despair
-- [Main] 1 of your Digimon gains <Retaliation> (When this Digimon is deleted after losing a
-- battle, delete the Digimon it was battling) until the end of your opponent's next turn.
-- [Security] Add this card to your hand.
return card {
  main = function(ctx)
    ctx:give(ctx:choose_one("your_digimon"), "Retaliation", "opponents_next_turn")
  end,
  security = function(ctx) ctx:add_to_hand() end,
}
