-- BT1-003 Upamon
-- Inherited: [When Attacking][Once Per Turn] If your opponent has a Digimon with no digivolution cards in play， trigger ＜Draw 1＞ (Draw 1 card from your deck).
return card {
  inherited = {
    when_attacking = {
      once_per_turn = true,
      run = function(ctx)
        -- TODO: If your opponent has a Digimon with no digivolution cards in play
        ctx:run_keyword("Draw 1")
      end,
    },
  },
}
