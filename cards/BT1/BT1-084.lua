-- BT1-084 Omnimon
-- [When Digivolving] Choose 1 of your opponent's Digimon. Delete all of your opponent's
-- Digimon that share a name with it.
-- [When Attacking] You can unsuspend this Digimon by returning 1 of this Digimon's
-- level 6 digivolution cards to your hand.
local function level6(ctx) return ctx:cards("digivolution", { of = ctx.self, level = 6 }) end

-- Two Digimon share a name when either has the other's printed name among its names,
-- those its [Rule] or an effect gives it included (2-3-5, 15-12-1): Shoutmon X2 shares
-- [Ballistamon] with Ballistamon. (Two names both were only given would be missed: no
-- object method lists every name.)
local function share_a_name(a, b) return a:has_name(b:name()) or b:has_name(a:name()) end

return card {
  when_digivolving = function(ctx)
    local chosen = ctx:choose_one("opponent_digimon")
    if not chosen then return end
    local same = {}
    for _, mon in ipairs(ctx:all("opponent_digimon")) do
      if share_a_name(mon, chosen) then same[#same + 1] = mon end
    end
    ctx:delete(same)
  end,
  when_attacking = {
    optional = true,
    condition = function(ctx) return #level6(ctx) > 0 end,
    run = function(ctx)
      if ctx:move(ctx:choose_card(level6(ctx)), "hand") > 0 then ctx:unsuspend("self") end
    end,
  },
}
