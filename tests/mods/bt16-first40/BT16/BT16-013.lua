-- BT16-013 Valkyrimon
-- [Digivolve] [Silphymon]: Cost 3
-- [Hand] [Counter] <Blast Digivolve> (One of your Digimon may digivolve into this card without paying the cost.)
-- [On Play] [When Digivolving] All of your opponent's Digimon get -5000 DP for the turn.
-- [All Turns] [Once Per Turn] When a card is removed from a security stack, delete 1 of your opponent's 8000 DP
-- or lower Digimon. If this effect didn't delete, this Digimon gains <Security A. +1> until the end of your turn.

return card {
  keywords = { "[Hand] [Counter] <Blast Digivolve>" },
  effects = { {
    timing = { "on_play", "when_digivolving" },
    run = function(ctx) ctx:dp_plus("opponent_digimon", -5000, "turn") end,
  } },
  when = { {
    label = "[All Turns] When a card is removed from a security stack",
    on = "card_moved", from = "security", owner = "any", once_per_turn = true,
    run = function(ctx)
      local target = ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_most = 8000 })
      ctx:delete(target)
      if target == nil or ctx:on_field(target) then
        ctx:give("self", "Security A. +1", "your_turn")
      end
    end,
  } },
}
