-- BT4-112 Hell’s Gate
-- [Main] Delete 1 of your opponent's level 6 or higher Digimon.
-- [Security] Add this card to its owner's hand.
return card {
  main = function(ctx)
    ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", level_at_least = 6 }))
  end,
  security = function(ctx) ctx:move(ctx.card, "hand") end,
}
