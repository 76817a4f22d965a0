-- BT2-077 Kimeramon
-- [On Play] You may delete one of your other Digimon to delete 1 of your opponent's level 5 or
-- lower Digimon.
local others = { owner = "you", kind = "Digimon", not_self = true }

return card {
  on_play = {
    -- "You may" (Q1027); a Digimon in the breeding area is not in play (Q1028).
    optional = true,
    condition = function(ctx) return ctx:count(others) > 0 end,
    run = function(ctx)
      local mine = ctx:choose_one(others, { text = "delete 1 of your other Digimon" })
      ctx:delete(mine)
      -- "X to Y": Y only if X was done (15-7).
      if mine == nil or ctx:on_field(mine) then return end
      ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", level_at_most = 5 }))
    end,
  },
}
