-- BT3-104 Positron Laser
-- [Main] Up to 2 of your opponent's Digimon can't attack or block until the end of your
-- opponent's next turn. Then, if you have a blue Digimon in play, return 1 of your
-- opponent's suspended Digimon to its owner's hand. (Trash all of its digivolution cards.)
-- [Security] Up to 2 of your opponent's Digimon can't attack for the turn. Then, if you have
-- a blue Digimon in play, return 1 of your opponent's suspended Digimon to its owner's hand.
-- (Trash all of its digivolution cards.)
--
-- The blue Digimon is looked for when the effect gets there, not later (Q1141).
local function return_a_suspended_one(ctx)
  if ctx:count({ owner = "you", kind = "Digimon", color = "Blue" }) > 0 then
    ctx:return_to_hand(ctx:choose_one({ owner = "opponent", kind = "Digimon", suspended = true }))
  end
end

return card {
  main = function(ctx)
    ctx:cannot(ctx:choose("opponent_digimon", { count = 2, up_to = true }), { "attack", "block" }, "opponents_next_turn")
    return_a_suspended_one(ctx)
  end,
  security = function(ctx)
    ctx:cannot(ctx:choose("opponent_digimon", { count = 2, up_to = true }), "attack", "turn")
    return_a_suspended_one(ctx)
  end,
}
