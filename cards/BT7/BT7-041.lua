-- BT7-041 Kazuchimon
-- [When Digivolving] If you have 3 or more security cards, gain 2 memory. If you have 2 or
-- fewer security cards, you may ＜Recovery +1 (Deck)＞ until there are 3 cards in your
-- security stack. (Place the top card of your deck on top of your security stack.)
-- [Your Turn] While you have 3 or more security cards, this Digimon gains ＜Security Attack
-- +1＞. (This Digimon checks 1 additional security card.)
return card {
  when_digivolving = function(ctx)
    -- one look at the security stack: recovering up to 3 gains no memory (Q1571)
    if ctx:security_count() >= 3 then
      ctx:gain_memory(2)
      return
    end
    if not ctx:may("<Recovery +1 (Deck)> until there are 3 cards in your security stack?") then
      return
    end
    while ctx:security_count() < 3 and ctx:count_cards("deck") > 0 do
      ctx:run_keyword("Recovery +1 (Deck)")
    end
  end,
  static = { {
    turn = "your", keyword = "Security A. +1",
    condition = function(ctx) return ctx:security_count() >= 3 end,
  } },
}
