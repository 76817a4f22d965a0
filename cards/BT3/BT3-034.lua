-- BT3-034 Lopmon
-- [On Play] Look at the top card of your security stack. You may add that card to your
-- hand to trigger <Draw 1>. (Draw 1 card from your deck.)
return card {
  on_play = function(ctx)
    -- Looked at, not revealed (15-15-4; Q1069).
    local top = ctx:security_cards()[1]
    if not top then return end
    -- "By X, Y": <Draw 1> only once the card is added (Q1070); the card may be added with
    -- an empty deck (Q1071).
    if ctx:may("add the top security card to your hand to trigger <Draw 1>?")
      and ctx:add_to_hand(top) > 0 then
      ctx:run_keyword("Draw 1")
    end
  end,
}
