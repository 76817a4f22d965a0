-- BT16-026 Vikemon
-- [Digivolve] [Shakkoumon]/[Zudomon]: Cost 3
-- [Hand] [Counter] <Blast Digivolve> (One of your Digimon may digivolve into this card
-- without paying the cost.)
-- [On Play] [When Digivolving] <De-Digivolve 2> 1 of your opponent's Digimon. Then, none
-- of their Digimon with 1 or fewer digivolution cards can suspend until the end of
-- their turn.
-- [When Attacking] Delete 1 of your opponent's Digimon with 1 or fewer digivolution
-- cards.

local few_cards = { owner = "opponent", kind = "Digimon", digivolution_cards_at_most = 1 }

return card {
  keywords = { "[Hand] [Counter] <Blast Digivolve>" },
  effects = { {
    timing = { "on_play", "when_digivolving" },
    run = function(ctx)
      ctx:run_keyword("De-Digivolve 2", ctx:choose_one("opponent_digimon", { text = "<De-Digivolve 2>" }))
      ctx:cannot(few_cards, "suspend", "their_turn")
    end,
  } },
  when_attacking = function(ctx)
    ctx:delete(ctx:choose_one(few_cards, { text = "delete" }))
  end,
}
