-- BT8-038 Magnamon
-- <Blocker> <Armor Purge> (When this Digimon would be deleted, you may trash the top card of
-- this Digimon to prevent that deletion.)
-- [When Digivolving] Unsuspend this Digimon, and it gets +2000 DP until the end of your
-- opponent's next turn for each card with [Armor Form] in its traits in your trash.

return card {
  keywords = { "Blocker", "Armor Purge" },
  when_digivolving = function(ctx)
    ctx:unsuspend("self")
    -- counted as it resolves: the boost stays as given, also once <Armor Purge> has
    -- trashed this card (Q1726)
    local armor = #ctx:cards("trash", { trait_has = "Armor Form" })
    if armor > 0 then ctx:dp_plus("self", 2000 * armor, "opponents_next_turn") end
  end,
}
