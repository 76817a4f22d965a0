-- BT3-069 RaijiLudomon
-- Inherited: [When Attacking] If this Digimon is level 7, trigger <De-Digivolve 1> on 1 of
-- your opponent's Digimon. (Trash a card from the top of one of your opponent's Digimon. If
-- it has no digivolution cards, or becomes a level 3 Digimon, you can't trash any more cards.)
return card {
  inherited = {
    when_attacking = {
      condition = function(ctx) return ctx.self:level() == 7 end,
      run = function(ctx) ctx:run_keyword("De-Digivolve 1", ctx:choose_one("opponent_digimon")) end,
    },
  },
}
