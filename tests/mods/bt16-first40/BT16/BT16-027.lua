-- BT16-027 Imperialdramon: Fighter Mode
-- [Digivolve] [Imperialdramon: Dragon Mode]: Cost 2
-- [Hand] [Counter] <Blast Digivolve> (One of your Digimon may digivolve into this card
-- without paying the cost.)
-- [On Play] [When Digivolving] Return 1 of your opponent's Digimon with as many or fewer
-- digivolution cards as this Digimon to the bottom of the deck.
-- [End of Attack] [Once Per Turn] Unsuspend this Digimon. Then, if [Imperialdramon:
-- Dragon Mode] is in this Digimon's digivolution cards, return 1 of your opponent's
-- suspended Digimon to the bottom of the deck.

return card {
  keywords = { "[Hand] [Counter] <Blast Digivolve>" },
  effects = { {
    timing = { "on_play", "when_digivolving" },
    run = function(ctx)
      ctx:move(ctx:choose_one({ owner = "opponent", kind = "Digimon", digivolution_cards_at_most = "self" },
        { text = "return to the bottom of the deck" }), "deck_bottom")
    end,
  } },
  end_of_attack = {
    once_per_turn = true,
    run = function(ctx)
      ctx:unsuspend("self")
      if ctx.self and #ctx:cards(ctx:digivolution_cards(ctx.self), { name = "Imperialdramon: Dragon Mode" }) > 0 then
        ctx:move(ctx:choose_one({ owner = "opponent", kind = "Digimon", suspended = true },
          { text = "return to the bottom of the deck" }), "deck_bottom")
      end
    end,
  },
}
