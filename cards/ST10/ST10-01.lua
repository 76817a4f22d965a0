-- ST10-01 Nyaromon
-- Inherited: [When Attacking] If you have a yellow Digimon in play, <Draw 1>. (Draw 1 card
-- from your deck.) If you do, trash 1 card in your hand.
return card {
  inherited = {
    when_attacking = {
      -- the attacking Digimon counts when it is yellow itself
      condition = function(ctx) return ctx:count({ owner = "you", kind = "Digimon", color = "Yellow" }) > 0 end,
      run = function(ctx)
        -- <Draw 1> is drawing 1 (16-7); with an empty deck nothing is drawn, so nothing
        -- is trashed ("if you do", 15-7)
        if ctx:draw(1) > 0 then
          ctx:trash_cards(ctx:choose_card(ctx:hand(), { count = 1, text = "trash 1 card in your hand" }))
        end
      end,
    },
  },
}
