-- BT6-085 Eosmon
-- You can include up to 50 copies of cards with this card's card number in your deck.
-- [When Attacking] You may play 1 level 5 or lower [Eosmon] from your hand without paying its
-- memory cost.
-- Inherited: [Your Turn] This Digimon gets +1000 DP.
-- (The 50 copies are card data: max_copies.)
local eosmon = { kind = "Digimon", name = "Eosmon", level_at_most = 5 }

return card {
  when_attacking = {
    optional = true,
    condition = function(ctx) return ctx:count_cards("hand", eosmon) > 0 end,
    run = function(ctx)
      local card = ctx:choose_card(ctx:cards("hand", eosmon), { text = "play without paying its memory cost" })[1]
      if card then ctx:play_card(card, { free = true }) end
    end,
  },
  inherited = { static = { { turn = "your", dp = 1000 } } },
}
