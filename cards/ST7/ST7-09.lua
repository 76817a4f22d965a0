-- ST7-09 Gallantmon
-- <Security Attack +1> (This Digimon checks 1 additional security card.)
-- [When Attacking] Delete 1 of your opponent's Digimon with 4000 DP or less. If no Digimon was
-- deleted by this effect, this Digimon gets +3000 DP for the turn.
return card {
  keywords = { "Security A. +1" },
  when_attacking = function(ctx)
    -- A Digimon in reach must be chosen (Q690); none in reach, or one that is not deleted,
    -- is "no Digimon was deleted" (Q689).
    local target = ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_most = ctx:deletion_max(4000) })
    ctx:delete(target)
    if target == nil or ctx:on_field(target) then
      ctx:dp_plus("self", 3000, "turn")
    end
  end,
}
