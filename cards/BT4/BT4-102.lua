-- BT4-102 Aqua Viper
-- [Main] Return 1 of your Digimon to its owner's hand to return up to 2 of your opponent's
-- level 4 or lower Digimon to their owners' hands. Trash all of the digivolution cards of
-- those Digimon.
-- [Security] Add this card to its owner's hand.
return card {
  main = function(ctx)
    -- "by returning 1 of your Digimon": the cost; a token returned leaves the game all the
    -- same and pays it (4-18-5, Q1266)
    local mine = ctx:choose_one("your_digimon", { text = "return 1 of your Digimon to the hand" })
    if not mine then return end
    ctx:return_to_hand(mine)
    -- "to": the rest only once it has left (15-7): a Digimon that can't be returned pays nothing
    if ctx:on_field(mine) then return end
    -- returned to the hand, the cards under them go to the trash (4-5-8)
    ctx:return_to_hand(ctx:choose({ owner = "opponent", kind = "Digimon", level_at_most = 4 },
      { count = 2, up_to = true }))
  end,
  security = function(ctx) ctx:move(ctx.card, "hand") end,
}
