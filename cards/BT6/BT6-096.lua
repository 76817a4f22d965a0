-- BT6-096 Forbidden Trident
-- [Main] 1 of your Digimon gets +2000 DP and "[When Attacking] Return 1 of your opponent's
-- level 3 Digimon to its owner's hand. Trash all of the digivolution cards of that Digimon"
-- for the turn.
-- [Security] Add this card to its owner's hand.
return card {
  main = function(ctx)
    local mon = ctx:choose_one("your_digimon")
    ctx:dp_plus(mon, 2000, "turn")
    -- the given [When Attacking] is that Digimon's own effect, its controller's (15-13)
    ctx:give_effect(mon, {
      when_attacking = function(ctx)
        -- returning to the hand trashes its digivolution cards (4-5-8)
        ctx:return_to_hand(ctx:choose_one({ owner = "opponent", kind = "Digimon", level = 3 }))
      end,
    }, "turn")
  end,
  security = function(ctx) ctx:move(ctx.card, "hand") end,
}
