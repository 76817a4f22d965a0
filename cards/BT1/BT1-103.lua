-- BT1-103 Testament
-- [Main] Until the end of your opponent's next turn, 1 of your Digimon gains <Blocker>.
-- (When an opponent's Digimon attacks, you may suspend this Digimon to force the
-- opponent to attack it instead.)
-- [Security] Trigger <Draw 1>. (Draw 1 card from your deck.) Then, add this card to
-- your hand.
return card {
  main = function(ctx) ctx:give(ctx:choose_one("your_digimon"), "Blocker", "opponents_next_turn") end,
  security = function(ctx)
    ctx:run_keyword("Draw 1")
    ctx:move(ctx.card, "hand")
  end,
}
