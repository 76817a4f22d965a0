-- BT6-060 Deputymon
-- [On Play] Reveal the top 4 cards of your deck. Add 1 Digimon card with [Three Musketeers]
-- in its traits and 1 Option card with a memory cost of 7 among them to your hand. Trash the
-- remaining cards.
-- [Your Turn] This Digimon can digivolve into a Digimon card with [Three Musketeers] in its
-- traits from your hand for a memory cost of 6, ignoring its digivolution requirements.
local musketeer = { kind = "Digimon", trait = "Three Musketeers" }

return card {
  on_play = function(ctx)
    local revealed = ctx:reveal(4)
    -- each of the two is added when it is there, also without the other (Q1453)
    local added = {}
    local digimon = ctx:choose_card(ctx:cards(revealed, musketeer), {
      count = 1, text = "add 1 Digimon card with [Three Musketeers] in its traits to your hand",
    })[1]
    if digimon then added[#added + 1] = digimon end
    local option = ctx:choose_card(ctx:cards(revealed, { kind = "Option", cost_at_least = 7, cost_at_most = 7 }), {
      count = 1, text = "add 1 Option card with a memory cost of 7 to your hand",
    })[1]
    if option then added[#added + 1] = option end
    ctx:move(added, "hand")
    ctx:trash_cards(ctx:cards("revealed"))
  end,
  -- A permission, not an effect that digivolves (Q2624, Q4402); an effect that digivolves
  -- by the card's requirements may take it too (Q6237).
  static = { { turn = "your", may_digivolve = { into = musketeer, from = "hand", cost = 6 } } },
}
