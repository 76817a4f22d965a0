-- BT5-101 You Can't Actually Fly?
-- [Main] Suspend 1 of your opponent's Digimon. Then, if your opponent has a level 7 Digimon in
-- play, trash the top card of their security stack.
-- [Security] Add this card to its owner's hand.
return card {
  main = function(ctx)
    ctx:suspend(ctx:choose_one({ owner = "opponent", kind = "Digimon" }))
    -- "Then": judged after the suspension, whether or not a Digimon was suspended
    if ctx:count({ owner = "opponent", kind = "Digimon", level = 7 }) > 0 then
      ctx:trash_security(1, "opponent")
    end
  end,
  security = function(ctx) ctx:move(ctx.card, "hand") end,
}
