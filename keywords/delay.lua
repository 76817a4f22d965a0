-- <Delay> (ver. 3.6 16-16; ver. 1.0 12-17)
-- "By trashing this card in your battle area, activate the effect below. You can't
-- activate this effect the turn this card enters play."
--
-- 16-16-1  While this card is in the battle area, by trashing it, the effect <Delay>
--          names activates (an Option an effect placed there, 17-1-3-3).
-- 16-16-2  Trashing it is an optional cost (15-7): not trashed, nothing happens.
-- 16-16-3  Not in the turn the card was placed in the battle area.
-- (ver. 1.0 12-17-3 to 12-17-8: not from the hand; it is the Option's effect but not a
-- use of it, so no cost is paid and no color requirement applies.)
--
-- How: a card writes "[Main] <Delay> ・X" as its `delay` key — an activated effect from
-- the battle area that trashes the card, then does X (scripting/api_kw1.go) — and
-- "[All Turns] When ..., <Delay>. ・X" as a `when` entry doing
-- `if ctx:delay() then X end`. This run is <Delay> alone ("[Timing] <Delay>", or
-- ctx:run_keyword("Delay")): the cost, saying whether it was paid.
return keyword {
  name = "Delay",
  run = function(ctx) return ctx:delay() end,
}
