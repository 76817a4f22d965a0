-- BT4-115 Lucemon
-- While you have 10 or more cards in your trash, when playing this card from your hand,
-- reduce its play cost by 8.
-- [On Play] <Recovery +1 (Deck)>. (Place the top card of your deck on top of your security
-- stack.)
-- [All Turns] This Digimon can only digivolve into Digimon with [Lucemon] in their names.
return card {
  static = {
    -- "While ...": the card's own play cost in the hand, so the main phase offers it at
    -- 13 - 8 = 5 (2-6, 1-3-11-1); not when an effect plays it from elsewhere
    {
      play_cost = -8,
      condition = function(ctx) return ctx:count_cards("trash") >= 10 end,
    },
    { digivolve_only_into = { kind = "Digimon", name_has = "Lucemon" } },
  },
  -- a keyword line with a timing: the effect is <Recovery>, and this Digimon has it (16-1)
  keywords = { "[On Play] <Recovery +1 (Deck)>" },
}
