-- BT8-015 Silphymon
-- [When Digivolving] 1 of your opponent's Digimon gets -5000 DP for the turn. Then, when DNA
-- digivolving, delete 1 of your opponent's Digimon with 5000 DP or less.
-- Inherited: [When Attacking] Delete 1 of your opponent's Digimon with 5000 DP or less.
local function delete_5000_or_less(ctx)
  ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_most = ctx:deletion_max(5000) }))
end

return card {
  when_digivolving = function(ctx)
    local mon = ctx:choose_one("opponent_digimon")
    if mon then ctx:dp_plus(mon, -5000, "turn") end
    -- the deletion only when DNA digivolving (8-2); the -5000 DP either way, and it counts
    -- already: a Digimon it brought to 5000 DP or less may be chosen
    if ctx:dna_digivolving() then delete_5000_or_less(ctx) end
  end,
  inherited = { when_attacking = delete_5000_or_less },
}
