-- BT6-056 Chikurimon
-- [Security] At the end of the battle, trigger <De-Digivolve 1> on 1 of your opponent's
-- Digimon. (Trash 1 card from the top of one of your opponent's Digimon. If it has no
-- digivolution cards, or becomes a level 3 Digimon, you can't trash any more cards.)
return card {
  -- At the end of the battle, whoever won it (Q1448), before the attacker's next security
  -- check (Q1449): the Digimon is chosen then.
  security = function(ctx)
    ctx:later("end_of_battle", function(ctx)
      ctx:run_keyword("De-Digivolve 1", ctx:choose_one("opponent_digimon"))
    end)
  end,
}
