-- BT2-078 WereGarurumon
-- Inherited: [When Attacking][Once Per Turn] You may delete 1 of your other Digimon to unsuspend
-- this Digimon.
local others = { owner = "you", kind = "Digimon", not_self = true }

return card {
  inherited = {
    when_attacking = {
      optional = true, once_per_turn = true,
      condition = function(ctx) return ctx:count(others) > 0 end,
      run = function(ctx)
        local mine = ctx:choose_one(others, { text = "delete 1 of your other Digimon" })
        ctx:delete(mine)
        -- "X to Y": Y only if X was done (15-7).
        if mine == nil or ctx:on_field(mine) then return end
        ctx:unsuspend("self")
      end,
    },
  },
}
