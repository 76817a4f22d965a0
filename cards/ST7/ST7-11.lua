-- ST7-11 Lightning Joust
-- [Main] 1 of your Digimon gets +2000 DP for the turn. Then, if the number of cards in your
-- security stack is less than or equal to your opponent's, 1 of your Digimon gains
-- <Security Attack +1> for the turn. (This Digimon checks 1 additional security card.)
-- [Security] Add this card to its owner's hand.
return card {
  main = function(ctx)
    ctx:dp_plus(ctx:choose_one("your_digimon"), 2000, "turn")
    if ctx:security_count() <= ctx:security_count("opponent") then
      ctx:give(ctx:choose_one("your_digimon"), "Security A. +1", "turn")
    end
  end,
  security = function(ctx) ctx:add_to_hand() end,
}
