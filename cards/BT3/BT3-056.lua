-- BT3-056 Ceresmon
-- <Digisorption -3> (When one of your Digimon digivolves into this card from your hand, you
-- may suspend 1 of your Digimon to reduce the memory cost of the digivolution by 3.)
-- [Your Turn][Once Per Turn] When suspending Digimon for a <Digisorption> skill, you may
-- suspend your opponent's Digimon instead.
local ready = { owner = "opponent", kind = "Digimon", suspended = false }

return card {
  keywords = { "Digisorption -3" },
  -- A replacement of the <Digisorption> cost (15-8-5): the Digimon chosen is not
  -- suspended, 1 of the opponent's unsuspended Digimon is, and the cost counts as paid
  -- (keywords/digisorption.lua). An effect of Ceresmon in the battle area only: not for
  -- its own <Digisorption> as it digivolves from the hand (Q4703).
  would = { {
    on = "suspended", subject = { owner = "you", kind = "Digimon" }, turn = "your",
    once_per_turn = true, optional = true,
    trigger = function(ctx, ev)
      return ev.effect_keyword == "Digisorption" and ctx:count(ready) > 0
    end,
    run = function(ctx)
      local target = ctx:choose_one(ready, { text = "suspend instead" })
      if not target then return end
      for _, mon in ipairs(ctx:would_objects()) do ctx:prevent(mon) end
      ctx:suspend(target)
    end,
  } },
}
