-- BT4-047 Rasielmon
-- [When Digivolving] Trigger <Recovery +2 (Deck)>. (Place the top 2 cards of your deck
-- on top of your security stack.)
-- [At End of Opponent's Turn] Trash the top card of your security stack.
return card {
  when_digivolving = function(ctx) ctx:run_keyword("Recovery +2 (Deck)") end,
  -- Trashed, not checked: no [Security] effect (Q1207), and an empty stack is no loss
  -- (Q1206). Each Rasielmon trashes one (Q1208).
  end_of_opponents_turn = function(ctx) ctx:trash_security(1) end,
}
