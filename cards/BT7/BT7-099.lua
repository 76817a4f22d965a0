-- BT7-099 Electric Rush
-- [Main] 1 of your Digimon gets +3000 DP for the turn. Then, if you have 3 security cards,
-- unsuspend 1 of your Digimon.
-- [Security] Add this card to its owner's hand.
--
-- "3 security cards": exactly 3, as BT6-003 reads it.
return card {
  main = function(ctx)
    ctx:dp_plus(ctx:choose_one("your_digimon"), 3000, "turn")
    if ctx:security_count() == 3 then
      ctx:unsuspend(ctx:choose_one("your_digimon"))
    end
  end,
  security = function(ctx) ctx:add_to_hand() end,
}
