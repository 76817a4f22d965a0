-- BT3-018 BlitzGreymon
-- <Piercing> (When this Digimon attacks and deletes an opponent's Digimon and survives the
-- battle, it performs any security checks it normally would.)
-- [When Digivolving] Trigger <De-Digivolve 2> on 1 of your opponent's Digimon. (Trash up
-- to 2 cards from the top of one of your opponent's Digimon. If it has no digivolution
-- cards, or becomes a level 3 Digimon, you can't trash any more cards.)
return card {
  keywords = { "Piercing" },
  when_digivolving = function(ctx)
    ctx:de_digivolve(ctx:choose_one("opponent_digimon"), 2)
  end,
}
