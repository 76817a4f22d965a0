-- ST9-13 GranKuwagamon
-- <Security Attack +1> (This Digimon checks 1 additional security card.)
-- [When Digivolving] This Digimon gets +4000 DP for the turn.
return card {
  keywords = { "Security Attack +1" },
  when_digivolving = function(ctx) ctx:dp_plus("self", 4000, "turn") end,
}
