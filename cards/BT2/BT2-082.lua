-- BT2-082 Diaboromon
-- [When Attacking] You may play 1 [Diaboromon] Token without paying its memory cost.
-- (Diaboromon Tokens are level 6 white Digimon with a memory cost of 14, 3000 DP, and are
-- Mega form, Unidentified type, and Unknown attribute.)
-- [All Turns] When this Digimon would be deleted in battle, you may delete one of your
-- other [Diaboromon] to prevent this Digimon from being deleted.
local other_diaboromon = { owner = "you", kind = "Digimon", name = "Diaboromon", not_self = true }

return card {
  when_attacking = {
    optional = true,
    run = function(ctx)
      -- a token is played from outside the game and never paid for (4-18-1)
      ctx:play_token {
        name = "Diaboromon", colors = { "White" }, level = 6, cost = 14, dp = 3000,
        traits = { "Mega", "Unidentified", "Unknown" },
      }
    end,
  },
  would = { {
    label = "[All Turns] When this Digimon would be deleted in battle",
    on = "deleted", subject = "self", optional = true,
    -- in battle only, a Security Digimon's battle too (Q1034); the cost needs another
    -- [Diaboromon], a token included (Q1031)
    condition = function(ctx)
      return ctx.event.cause == "battle" and ctx:count(other_diaboromon) > 0
    end,
    run = function(ctx)
      -- "by deleting X, Y" (15-7): prevented only once the other one really was deleted
      local other = ctx:choose_one(other_diaboromon, { text = "delete one of your other [Diaboromon]" })
      ctx:delete(other)
      if other and not ctx:on_field(other) then ctx:prevent(ctx.self) end
    end,
  } },
}
