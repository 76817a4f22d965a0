-- BT2-039 Magnadramon
-- [On Play] If you have 3 or fewer security cards, trigger <Recovery +2 (Deck)>. (Place
-- the top 2 cards of your deck on top of your security stack.)
-- [When Attacking] You may play 1 yellow level 3 Digimon card from your hand without
-- paying its memory cost.
return card {
  on_play = {
    condition = function(ctx) return ctx:security_count() <= 3 end,
    run = function(ctx) ctx:run_keyword("Recovery +2 (Deck)") end,
  },
  -- "You may": declining is always possible (Q1011).
  when_attacking = function(ctx)
    local rookie = ctx:choose_card(ctx:cards("hand", { kind = "Digimon", color = "Yellow", level = 3 }),
      { count = 1, optional = true, text = "play without paying its memory cost?" })[1]
    if rookie then ctx:play_card(rookie, { free = true }) end
  end,
}
