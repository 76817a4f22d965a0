-- BT7-112 Susanoomon
-- You may digivolve this card from your hand onto one of your Tamers as if the Tamer is a
-- level 6 Digimon by placing 10 Tamer cards and/or cards with [Hybrid] in their traits from
-- your hand and/or trash at the bottom of your deck in any order.
-- <Security Attack +2> (This Digimon checks 2 additional security cards.)
-- [When Digivolving] Delete 1 of your opponent's Digimon.

-- The Tamer cards and the cards with [Hybrid] in their traits of the hand and the trash:
-- any mix of both kinds and both places (Q1682, Q1683).
local function payable(ctx)
  local cards = ctx:cards({ "hand", "trash" }, { kind = "Tamer" })
  for _, c in ipairs(ctx:cards({ "hand", "trash" }, { trait = "Hybrid", except = { kind = "Tamer" } })) do
    cards[#cards + 1] = c
  end
  return cards
end

return card {
  keywords = { "Security A. +2" },
  static = { {
    area = "hand",
    target = { owner = "you", kind = "Tamer" },
    -- the Tamer meets the requirements as a level 6 Digimon of its own colors, for their
    -- cost (7); the 10 cards go first, revealed, all of them or none (Q1680, Q1684, Q1691)
    may_digivolve = {
      into = "self", from = "hand", as_digimon = { level = 6 },
      by = {
        condition = function(ctx) return #payable(ctx) >= 10 end,
        run = function(ctx)
          local cards = ctx:choose_card(payable(ctx),
            { count = 10, text = "place at the bottom of your deck (10 Tamer or [Hybrid] cards)" })
          ctx:to_deck_bottom(cards)
        end,
      },
    },
  } },
  when_digivolving = function(ctx)
    ctx:delete(ctx:choose_one("opponent_digimon"))
  end,
}
