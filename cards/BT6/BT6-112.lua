-- BT6-112 BeelStarmon
-- When playing this card from your hand, reduce its play cost by 1 for each [Three
-- Musketeers] Digimon card and Option card with a memory cost of 7 in your trash.
-- [On Play] Return 1 Option card with a memory cost of 7 from your trash to your hand. Then,
-- use 1 Option card with a memory cost of 7 in your hand without paying its memory cost.
local three_musketeers = { kind = "Digimon", trait = "Three Musketeers" }
local cost_7_option = { kind = "Option", cost_at_least = 7, cost_at_most = 7 }

return card {
  static = { {
    -- the card's own play cost in the hand (2-6, 1-3-11-1); not when an effect plays it
    -- from elsewhere
    play_cost = function(ctx)
      return -(ctx:count_cards("trash", three_musketeers) + ctx:count_cards("trash", cost_7_option))
    end,
  } },
  on_play = function(ctx)
    ctx:move(ctx:choose_card(ctx:cards("trash", cost_7_option), { text = "return to your hand" }), "hand")
    -- its color requirement still applies (9-1-1; Q1500): only a card that can be used is offered
    local usable = {}
    for _, c in ipairs(ctx:cards("hand", cost_7_option)) do
      if ctx:can_use(c, { free = true }) then usable[#usable + 1] = c end
    end
    local c = ctx:choose_card(usable, { text = "use without paying its memory cost" })[1]
    if c then ctx:use_card(c, { free = true }) end
  end,
}
