-- BT3-027 Paildramon
-- <Jamming> (This Digimon can't be deleted in battles against Security Digimon.)
-- Inherited: [When Attacking][Once Per Turn] If this Digimon has [Imperialdramon] in its
-- name, unsuspend it.
-- Every name it has now, printed or gained (2-3-1-3, 15-12-1), not only its top card's.
local function has_imperialdramon_in_name(ctx)
  for _, mon in ipairs(ctx:all({ kind = "Digimon", name_has = "Imperialdramon" })) do
    if mon:is(ctx.self) then return true end
  end
  return false
end

return card {
  keywords = { "Jamming" },
  inherited = {
    when_attacking = {
      once_per_turn = true,
      condition = has_imperialdramon_in_name,
      run = function(ctx) ctx:unsuspend("self") end,
    },
  },
}
