-- ST4-12 Rosemon
-- [When Digivolving] 1 of your opponent's Digimon can't attack or block until the end of their
-- next turn.
return card {
  when_digivolving = function(ctx)
    ctx:cannot(ctx:choose_one("opponent_digimon"), { "attack", "block" }, "their_next_turn")
  end,
}
