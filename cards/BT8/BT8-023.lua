-- BT8-023 Submarimon
-- <Armor Purge> (When this Digimon would be deleted, you may trash the top card of this
-- Digimon to prevent that deletion.)
-- [When Digivolving] Trash the bottom digivolution card of 1 of your opponent's Digimon.
-- Then, 1 of your opponent's Digimon with no digivolution cards gets -3000 DP for the turn.

local bare = { owner = "opponent", kind = "Digimon", has_digivolution_cards = false }

return card {
  keywords = { "Armor Purge" },
  when_digivolving = function(ctx)
    local mon = ctx:choose_one("opponent_digimon", { text = "trash its bottom digivolution card" })
    if mon then ctx:trash_digivolution_cards(mon, 1, "bottom") end
    -- the -3000 DP comes also when nothing was trashed (Q1713)
    local target = ctx:choose_one(bare, { text = "-3000 DP for the turn" })
    if target then ctx:dp_plus(target, -3000, "turn") end
  end,
}
