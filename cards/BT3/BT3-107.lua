-- BT3-107 Looking Back on the Good Times
-- [Main] Trigger <De-Digivolve 1> on 1 of your opponent's Digimon. (Trash a card from the top
-- of one of your opponent's Digimon. If it has no digivolution cards, or becomes a level 3
-- Digimon, you can't trash any more cards.) Then, if that Digimon's play cost is 4 or less,
-- delete it.
-- [Security] Add this card to your hand.
--
-- The play cost is read after <De-Digivolve 1>, of the card then on top (Q1145); a Digimon
-- with no digivolution cards, or at level 3, loses no card but is still deleted at 4 or
-- less (Q1146).
local function play_cost_4_or_less(ctx, mon)
  for _, o in ipairs(ctx:all({ owner = "opponent", kind = "Digimon", cost_at_most = 4 })) do
    if o:is(mon) then return true end
  end
  return false
end

return card {
  main = function(ctx)
    local mon = ctx:choose_one("opponent_digimon")
    if mon == nil then return end
    ctx:run_keyword("De-Digivolve 1", mon)
    if play_cost_4_or_less(ctx, mon) then ctx:delete(mon) end
  end,
  security = function(ctx) ctx:add_to_hand() end,
}
