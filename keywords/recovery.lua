-- <Recovery +N (Deck)> (ver. 3.6 16-5; ver. 1.0 12-6)
-- "Place the top N cards of your deck on top of your security stack."
--
-- An action (16-5-2), done by the line it is printed on ("[Main] <Recovery +1 (Deck)>")
-- or by ctx:run_keyword("Recovery +1 (Deck)"). The parameter names the area the cards
-- come from (16-5-1); the only one printed is the deck (16-5-3): its top card goes
-- face down on top of the security stack, N times (N is the number after "+"). With
-- fewer cards in the deck it moves as many as there are (12-6-2); with none it moves
-- nothing, and the effect has still activated (12-6-3).
return keyword {
  name = "Recovery",
  run = function(ctx)
    local from = ctx.keyword.param
    if from ~= "" and from:lower() ~= "deck" then
      error("<Recovery> from " .. from .. " is not known: only (Deck) is printed (16-5-3)")
    end
    ctx:recovery(ctx.keyword.n)
  end,
}
