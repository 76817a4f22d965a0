-- BT8-050 Exermon
-- [When Digivolving] You may suspend 1 of your Digimon to suspend 1 of your opponent's
-- Digimon.
-- Inherited: [All Turns] This Digimon gets +1000 DP for each of your other suspended Digimon.
local your_unsuspended = { owner = "you", kind = "Digimon", suspended = false }

return card {
  when_digivolving = {
    -- "by X, Y" (15-7): only an unsuspended Digimon of yours can pay it, this one included
    optional = true,
    condition = function(ctx) return ctx:count(your_unsuspended) > 0 end,
    run = function(ctx)
      local mine = ctx:choose_one(your_unsuspended, { text = "suspend 1 of your Digimon" })
      ctx:suspend(mine)
      if mine == nil or not (ctx:on_field(mine) and mine:is_suspended()) then return end
      ctx:suspend(ctx:choose_one("opponent_digimon"))
    end,
  },
  inherited = {
    static = { {
      dp = function(ctx)
        return 1000 * ctx:count({ owner = "you", kind = "Digimon", suspended = true, not_self = true })
      end,
    } },
  },
}
