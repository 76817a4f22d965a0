-- BT6-044 Dynasmon
-- [When Digivolving] You may trash the top card of your security stack to reveal the top 6
-- cards of your deck. Add up to 2 level 6 or lower Digimon cards among them to your hand.
-- Trash the remaining cards.
-- [All Turns][Once Per Turn] When a card is removed from your security stack, if you have 3
-- or fewer security cards, trigger <Recovery +1 (Deck)>. (Place the top card of your deck
-- on top of your security stack.)
return card {
  when_digivolving = {
    -- without a security card the cost cannot be paid: no activation (Q1429; 15-7-4 would
    -- let the player choose to trash with nothing following, the same board: see BT6-041)
    condition = function(ctx) return ctx:security_count() > 0 end,
    run = function(ctx)
      -- "by X, Y" (15-7-1, 15-7-2): optional (Q1428); the reveal only once the card was trashed
      if not (ctx:may("trash the top card of your security stack?") and ctx:trash_security(1) > 0) then
        return
      end
      local revealed = ctx:reveal(6)
      ctx:move(ctx:choose_card(ctx:cards(revealed, { kind = "Digimon", level_at_most = 6 }), {
        count = 2, up_to = true, text = "add up to 2 level 6 or lower Digimon cards to your hand",
      }), "hand")
      ctx:move(ctx:cards("revealed"), "trash")
    end,
  },
  when = { {
    label = "[All Turns][Once Per Turn] When a card is removed from your security stack",
    on = "card_moved", from = "security", owner = "you", once_per_turn = true,
    -- the "if" is checked as it activates (15-6-3): a copy that finds 4 cards again does not
    -- activate and keeps its once for later in the turn (Q1431); removed by its own [When
    -- Digivolving] counts too (Q1430)
    condition = function(ctx) return ctx:security_count() <= 3 end,
    run = function(ctx) ctx:run_keyword("Recovery +1 (Deck)") end,
  } },
}
