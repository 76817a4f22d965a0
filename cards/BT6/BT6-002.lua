-- BT6-002 Kyaromon
-- Inherited: [Your Turn][Once Per Turn] When one of your opponent's digivolution cards is
-- trashed, trigger <Draw 1>. (Draw 1 card from your deck.)
return card {
  inherited = {
    when = { {
      label = "inherited [Your Turn] When one of your opponent's digivolution cards is trashed",
      -- A card trashed from under a Digimon; the cards that follow a Digimon leaving the
      -- field are not trashed digivolution cards (4-5-8, Q1399).
      on = "card_moved", from = "digivolution", to = "trash", owner = "opponent", turn = "your",
      once_per_turn = true,
      run = function(ctx) ctx:run_keyword("Draw 1") end,
    } },
  },
}
