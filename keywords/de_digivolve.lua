-- <De-Digivolve N> (ver. 3.6 16-11; ver. 1.0 12-12)
-- "Trash up to N cards from the top of one of your opponent's Digimon. If it has no
-- digivolution cards, or becomes a level 3 Digimon, you can't trash any more cards."
--
-- An action (16-11-2) on a chosen Digimon. Printed as "[When Digivolving]
-- <De-Digivolve 1> 1 of your opponent's Digimon", so a card script names the target:
--   ctx:run_keyword("De-Digivolve 1", ctx:choose_one("opponent_digimon"))
-- (or ctx:de_digivolve(target, 1)); used alone ("[On Play] <De-Digivolve 1>") its
-- controller chooses 1 of the opponent's Digimon. The controller declares a number from
-- 1 to N — asked only when more than 1 can go (16-11-1, 12-12-3) — and that many cards
-- are trashed from the top, mandatorily (16-11-3): never a level 3 card or any card
-- below it (16-11-4), never the last card (12-12-2). They go one by one from the top
-- but at the same time (16-11-5), on even when a Tamer card comes to the top midway
-- (16-11-6); a Tamer left on top makes the object a Tamer (4-5-6, 12-12-8). Each
-- <De-Digivolve> of an effect is done on its own (16-11-7, 12-12-4), and looks at the
-- target again: one the controller's effects can no longer affect loses nothing
-- (16-11-8).
return keyword {
  name = "De-Digivolve",
  run = function(ctx, target)
    target = target or ctx:choose_one("opponent_digimon",
      { text = "<De-Digivolve " .. ctx.keyword.n .. ">: choose 1 of your opponent's Digimon" })
    if target then ctx:de_digivolve(target, ctx.keyword.n) end
  end,
}
