-- <Draw N> (ver. 3.6 16-7; ver. 1.0 12-8)
-- "Draw N cards from your deck."
--
-- An action (16-7-2), done by the line it is printed on ("[On Play] <Draw 1>") or by
-- ctx:run_keyword("Draw 1"). The draw is mandatory (16-7-3, 12-8-3): the controller
-- draws N cards one by one, as many as the deck has if it has fewer (12-8-2, 1-3-2).
-- With an empty deck nothing is drawn but the effect has still activated (12-8-4),
-- and an empty deck loses only in the draw phase (1-2-3-2, 12-8-5), not here.
return keyword {
  name = "Draw",
  run = function(ctx) ctx:draw(ctx.keyword.n) end,
}
