-- BT7-101 Thunder Laser
-- [Main] If you have a Digimon with [Hybrid] or [Ten Warriors] in its traits in play,
-- suspend 1 of your opponent's Digimon.
-- [Security] Add this card to its owner's hand.
local function has_hybrid_or_ten_warriors(ctx)
  return ctx:count({ owner = "you", kind = "Digimon", trait = "Hybrid" }) > 0
    or ctx:count({ owner = "you", kind = "Digimon", trait = "Ten Warriors" }) > 0
end

return card {
  main = function(ctx)
    if has_hybrid_or_ten_warriors(ctx) then
      ctx:suspend(ctx:choose_one("opponent_digimon"))
    end
  end,
  security = function(ctx) ctx:add_to_hand() end,
}
