-- BT1-084 Omnimon
-- [When Digivolving] Choose 1 of your opponent's Digimon. Delete all of your opponent's
-- Digimon that share a name with it.
-- [When Attacking] You can unsuspend this Digimon by returning 1 of this Digimon's
-- level 6 digivolution cards to your hand.
local function level6(ctx) return ctx:cards(ctx:digivolution_cards(ctx.self), { level = 6 }) end

return card {
  when_digivolving = function(ctx)
    local chosen = ctx:choose_one("opponent_digimon")
    if not chosen then return end
    local same = {}
    for _, mon in ipairs(ctx:all("opponent_digimon")) do
      if mon:has_name(chosen:name()) then same[#same + 1] = mon end
    end
    ctx:delete(same)
  end,
  when_attacking = {
    optional = true,
    condition = function(ctx) return #level6(ctx) > 0 end,
    run = function(ctx)
      if ctx:digivolution_cards_to_hand(ctx.self, ctx:choose_card(level6(ctx))) > 0 then
        ctx:unsuspend("self")
      end
    end,
  },
}
