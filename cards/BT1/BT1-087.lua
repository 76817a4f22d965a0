-- BT1-087 T.K. Takaishi
-- [Start of Your Turn] If you have 2 or less memory, set your memory to 3.
-- [On Play] Look at your security stack, then reveal 1 card in it and add it to your
-- hand. If that card is yellow, trigger <Recovery +1 (Deck)>. (Place the top card of
-- your deck on top of your security stack.) Then shuffle your security stack.
-- [Security] Play this card without paying its memory cost.
return card {
  start_of_your_turn = {
    condition = function(ctx) return ctx:memory() <= 2 end,
    run = function(ctx) ctx:set_memory(3) end,
  },
  on_play = function(ctx)
    local card = ctx:choose_card(ctx:security_cards(), { text = "add to your hand" })[1]
    if card then
      ctx:move(card, "hand")
      if ctx:matches(card, "Yellow") then ctx:run_keyword("Recovery +1 (Deck)") end
    end
    ctx:shuffle_security()
  end,
  security = function(ctx) ctx:play_self { free = true } end,
}
