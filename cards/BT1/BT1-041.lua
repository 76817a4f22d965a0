-- BT1-041 Zudomon
-- [On Play] Trigger <Draw 2>. (Draw 2 cards from your deck.)
-- Inherited: [When Attacking] If your opponent has a Digimon with no digivolution cards in play, gain 1 memory.
return card {
  on_play = function(ctx) ctx:run_keyword("Draw 2") end,
  inherited = {
    when_attacking = {
      condition = function(ctx)
        return ctx:count({ owner = "opponent", kind = "Digimon", has_digivolution_cards = false }) > 0
      end,
      run = function(ctx) ctx:gain_memory(1) end,
    },
  },
}
