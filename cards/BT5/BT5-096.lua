-- BT5-096 Supreme Cannon
-- [Main] Return all of your opponent's Digimon with 3000 DP or less to their owners' hands.
-- If you have a Digimon in play with [Garurumon] or [Omnimon] in its name, return all of
-- your opponent's Digimon with 5000 DP or less to their owners' hands instead. Trash all of
-- the digivolution cards of those Digimon.
-- [Security] Activate this card's [Main] effect.
--
-- Returned to the hand, the cards under them go to the trash (4-5-8).
local function has_garurumon_or_omnimon(ctx)
  return ctx:count({ owner = "you", kind = "Digimon", name_has = "Garurumon" }) > 0
    or ctx:count({ owner = "you", kind = "Digimon", name_has = "Omnimon" }) > 0
end

return card {
  main = function(ctx)
    local limit = has_garurumon_or_omnimon(ctx) and 5000 or 3000
    ctx:return_to_hand(ctx:all({ owner = "opponent", kind = "Digimon", dp_at_most = limit }))
  end,
  security = function(ctx) ctx:activate_main() end,
}
