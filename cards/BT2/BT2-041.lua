-- BT2-041 ShineGreymon
-- [When Digivolving] Suspend all of your yellow Tamers. For each Tamer you suspend this way,
-- activate the following effect:
-- ・1 of your opponent's Digimon gets -4000 DP for the turn.
-- [Your Turn] This Digimon gets +1000 DP for each Tamer you have in play.
local yellow_tamers = { owner = "you", kind = "Tamer", color = "Yellow" }

return card {
  when_digivolving = function(ctx)
    local ready = ctx:all({ owner = "you", kind = "Tamer", color = "Yellow", suspended = false })
    ctx:suspend(ready)
    local suspended = 0
    for _, tamer in ipairs(ready) do
      if tamer:is_suspended() then suspended = suspended + 1 end
    end
    -- One -4000 DP per Tamer, each with its own target (Q1014), all within this one
    -- effect: no rule check between them (Q1015, 17-1).
    for _ = 1, suspended do
      ctx:dp_plus(ctx:choose_one("opponent_digimon"), -4000, "turn")
    end
  end,
  static = { {
    turn = "your",
    dp = function(ctx) return 1000 * ctx:count({ owner = "you", kind = "Tamer" }) end,
  } },
}
