-- BT3-088 LadyDevimon
-- [When Digivolving] Trigger <Draw 2>. (Draw 2 cards from your deck.) Then, trash 2 cards in
-- your hand.
-- Inherited: [Your Turn][Once Per Turn] When you use an Option card, delete 1 of your
-- opponent's level 3 Digimon.
return card {
  when_digivolving = function(ctx)
    ctx:run_keyword("Draw 2")
    ctx:trash_cards(ctx:choose_card(ctx:hand(), { count = 2, text = "trash 2 cards in your hand" }))
  end,
  inherited = {
    -- Only a use (9-1): an Option's [Security] effect or <Delay> is no use (Q1111); it
    -- activates after the used card's [Main] effect (Q1110).
    when = { {
      label = "[Your Turn] When you use an Option card",
      on = "option_used", turn = "your", once_per_turn = true,
      trigger = function(ctx, ev) return ev.by_you end,
      run = function(ctx)
        ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", level = 3 }))
      end,
    } },
  },
}
