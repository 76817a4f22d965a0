-- BT3-101 Bifrost
-- [Main] 1 of your opponent's Digimon gets -3000 DP and <Security Attack -1> (This Digimon
-- checks 1 fewer security card) until the end of your opponent's next turn.
-- [Security] 1 of your opponent's Digimon gets -3000 DP and <Security Attack -1> (This
-- Digimon checks 1 fewer security card) for the turn.
local function weaken(ctx, duration)
  local mon = ctx:choose_one("opponent_digimon")
  ctx:dp_plus(mon, -3000, duration)
  ctx:give(mon, "Security A. -1", duration)
end

return card {
  main = function(ctx) weaken(ctx, "opponents_next_turn") end,
  security = function(ctx) weaken(ctx, "turn") end,
}
