-- BT7-088 Zoe Orimoto
-- [On Play] You may search your security stack for 1 card with [Hybrid] or [Ten Warriors] in
-- its traits, reveal it, and add it to your hand. If you added a card to your hand,
-- ＜Recovery +1 (Deck)＞. (Place the top card of your deck on top of your security stack.)
-- Then, shuffle your security stack.
-- Inherited: [Opponent's Turn] All of your Security Digimon get +3000 DP.
-- [Security] Play this card without paying its memory cost.
return card {
  on_play = {
    optional = true,
    run = function(ctx)
      -- searched (15-15-4): the card taken is revealed
      local card = ctx:choose_card(ctx:cards(ctx:security_cards(), { trait_has = { "Hybrid", "Ten Warriors" } }),
        { count = 1, text = "reveal and add to your hand" })[1]
      if card and ctx:add_to_hand(card) > 0 then ctx:run_keyword("Recovery +1 (Deck)") end
      ctx:shuffle_security()
    end,
  },
  inherited = {
    static = { { turn = "opponents", target = { owner = "you", security_digimon = true }, dp = 3000 } },
  },
  security = function(ctx) ctx:play_self { free = true } end,
}
