-- BT7-107 Calling From the Darkness
-- [Main] Delete 1 of your Digimon. Then, return up to 2 purple Digimon cards from your trash
-- to your hand.
-- [Security] Add this card to its owner's hand.
--
-- The Digimon just deleted may be among the cards returned (Q1673); its [On Deletion]
-- effects, own or linked, triggered but cannot activate once it left the trash (Q1674,
-- Q5615).
return card {
  main = function(ctx)
    ctx:delete(ctx:choose_one("your_digimon"))
    local cards = ctx:choose_card(ctx:cards("trash", { kind = "Digimon", color = "Purple" }),
      { count = 2, up_to = true, text = "return to your hand" })
    if #cards > 0 then ctx:move(cards, "hand") end
  end,
  security = function(ctx) ctx:add_to_hand() end,
}
