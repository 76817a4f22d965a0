-- BT3-027 Paildramon
-- <Jamming> (This Digimon can't be deleted in battles against Security Digimon.)
-- Inherited: [When Attacking][Once Per Turn] If this Digimon has [Imperialdramon] in its
-- name, unsuspend it.
return card {
  keywords = { "Jamming" },
  inherited = {
    when_attacking = {
      once_per_turn = true,
      condition = function(ctx) return ctx.self:name():find("Imperialdramon", 1, true) ~= nil end,
      run = function(ctx) ctx:unsuspend("self") end,
    },
  },
}
