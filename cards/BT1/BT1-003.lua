-- BT1-003 Upamon
-- Inherited: [When Attacking][Once Per Turn] If your opponent has a Digimon with no digivolution cards in play,
-- trigger <Draw 1> (Draw 1 card from your deck).
return card {
  inherited = {
    when_attacking = {
      once_per_turn = true,
      condition = function(ctx)
        return ctx:count({ owner = "opponent", kind = "Digimon", has_digivolution_cards = false }) > 0
      end,
      run = function(ctx) ctx:run_keyword("Draw 1") end,
    },
  },
}
