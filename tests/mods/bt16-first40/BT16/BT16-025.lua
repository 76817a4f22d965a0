-- BT16-025 Paildramon
-- [DNA Digivolution] Blue Lv.4 + green Lv.4: Cost 0 Digivolve unsuspended with the 2
-- specified Digimon stacked on top of each other.
-- <Partition (blue Lv.4 & green Lv.4)>
-- [When Digivolving] Suspend all of your opponent's Digimon with as many or fewer
-- digivolution cards as this Digimon. Then, if DNA digivolving, none of their Digimon
-- can unsuspend until the end of their turn.
-- [When Attacking] [Once Per Turn] Suspend 1 of your opponent's unsuspended Digimon. If
-- this effect didn't suspend, unsuspend this Digimon.
-- Inherited: <Partition (blue Lv.4 & green Lv.4)> (When this Digimon with each of the
-- specified digivolution cards would leave the battle area other than by your effects
-- or a battle, you may play 1 each of the specified cards without paying the costs.)

-- as_many_or_fewer: the opponent's Digimon with at most as many digivolution cards as
-- this Digimon has now (an "all" effect: they are the ones that match when it resolves).
local function as_many_or_fewer(ctx)
  local out = {}
  if not ctx.self then return out end
  local mine = ctx.self:digivolution_count()
  for _, obj in ipairs(ctx:all("opponent_digimon")) do
    if obj:digivolution_count() <= mine then out[#out + 1] = obj end
  end
  return out
end

return card {
  keywords = { "Partition (blue Lv.4 & green Lv.4)" },
  when_digivolving = function(ctx)
    ctx:suspend(as_many_or_fewer(ctx))
    if ctx:dna_digivolving() then
      ctx:cannot("opponent_digimon", "unsuspend", "opponents_turn")
    end
  end,
  when_attacking = {
    once_per_turn = true,
    run = function(ctx)
      local target = ctx:choose_one({ owner = "opponent", kind = "Digimon", suspended = false }, { text = "suspend" })
      if target then ctx:suspend(target) end
      local suspended = target ~= nil and ctx:on_field(target) and target:is_suspended()
      if not suspended then ctx:unsuspend("self") end
    end,
  },
  inherited = {
    keywords = { "Partition (blue Lv.4 & green Lv.4)" },
  },
}
