-- BT3-103 Hidden Potential Discovered!
-- [Main] The next time one of your green Digimon digivolves this turn, you may suspend 1 of
-- your Digimon to reduce the memory cost of the digivolution by 5.
-- [Security] Add this card to your hand.
--
-- The [Main] leaves an effect of the game that waits until that digivolution or the end
-- of the turn, wherever this card goes (ctx:next_time), and is spent by the next
-- digivolution of a green Digimon whether or not a Digimon is suspended for it. The
-- Digimon must be green before it digivolves (Q1138); the one digivolving may be the one
-- suspended (Q1137). A ban on reducing digivolution costs leaves the cost whole (Q1285).
return card {
  main = function(ctx)
    ctx:next_time({
      label = "[Main] (the next digivolution of a green Digimon: suspend 1 to reduce the cost by 5)",
      on = "digivolve", subject = { owner = "you", kind = "Digimon", color = "Green" },
      -- 5 when there is an unsuspended Digimon to suspend
      reduces = function(ctx)
        return ctx:count({ owner = "you", kind = "Digimon", suspended = false }) > 0 and 5 or 0
      end,
      run = function(ctx)
        -- "by suspending 1 of your Digimon": an optional cost (15-7); the reduction only
        -- once one is suspended
        local unsuspended = ctx:all({ owner = "you", kind = "Digimon", suspended = false })
        if #unsuspended == 0 then return end
        local mon = ctx:choose(unsuspended, {
          count = 1, optional = true, text = "suspend 1 of your Digimon to reduce the digivolution cost by 5",
        })[1]
        if mon == nil then return end
        ctx:suspend(mon)
        if mon:is_suspended() then ctx:change_cost(-5) end
      end,
    }, "turn")
  end,
  security = function(ctx) ctx:add_to_hand() end,
}
