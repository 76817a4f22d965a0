-- BT8-032 Imperialdramon: Fighter Mode
-- [When Digivolving] Return 1 of your opponent's Digimon with 10000 DP or less to its
-- owner's hand.
-- [When Attacking][Once Per Turn] If a blue card is in this Digimon's digivolution cards,
-- unsuspend 1 of your Digimon. If a green card is in this Digimon's digivolution cards,
-- suspend 1 of your opponent's Digimon.

local function has_source(ctx, color)
  return #ctx:cards(ctx:digivolution_cards(ctx.self), { color = color }) > 0
end

return card {
  when_digivolving = function(ctx)
    local mon = ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_most = 10000 },
      { text = "return to its owner's hand" })
    if mon then ctx:return_to_hand(mon) end
  end,
  when_attacking = {
    once_per_turn = true,
    -- with neither color under it, no processing condition is met: it does not activate
    -- (15-6-3); a blue-and-green card meets both (Q1722)
    condition = function(ctx) return has_source(ctx, "Blue") or has_source(ctx, "Green") end,
    run = function(ctx)
      if has_source(ctx, "Blue") then
        local mine = ctx:choose_one("your_digimon", { text = "unsuspend" })
        if mine then ctx:unsuspend(mine) end
      end
      if has_source(ctx, "Green") then
        local theirs = ctx:choose_one("opponent_digimon", { text = "suspend" })
        if theirs then ctx:suspend(theirs) end
      end
    end,
  },
}
