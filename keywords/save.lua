-- <Save> (ver. 3.6 16-19; ver. 1.0 12-20)
-- "You may place this card under one of your Tamers."
--
-- An action (16-19-2), printed "[On Deletion] <Save>": after the deletion has put
-- this Digimon's cards in the trash (its digivolution cards stay there, 12-20-4), the
-- top card may go from the trash under 1 of your Tamers — optional (16-19-3, 12-20-3):
-- asked before the effect activates, and only when you have a Tamer — the controller
-- choosing the Tamer (12-20-6), at the bottom of its cards (4-3-2, 12-20-7). It
-- triggers with the card's other [On Deletion] effects and waits in the same group
-- (12-20-5): activated first, the card leaves the trash and the others no longer
-- activate (15-4-4-3); activated after them, it places the card once they are done.
return keyword {
  name = "Save",
  optional = true,
  condition = function(ctx) return ctx:count("your_tamers") > 0 end,
  run = function(ctx)
    local tamer = ctx:choose_one("your_tamers", { text = "<Save>: place " .. ctx.card:name() .. " under" })
    if tamer then ctx:place_under(tamer) end
  end,
}
