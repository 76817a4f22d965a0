-- BT5-044 Sakuyamon
-- [Opponent's Turn] When an opponent's Digimon moves from the breeding area to the battle
-- area, it gains <Security Attack -3> (This Digimon checks 3 fewer security cards) for
-- the turn.
-- [Your Turn] All of your opponent's Security Digimon get -3000 DP.
return card {
  when = { {
    -- the breeding phase's move is in the opponent's turn too (Q1328)
    on = "moved", subject = { owner = "opponent", kind = "Digimon" }, turn = "opponents",
    run = function(ctx) ctx:give(ctx.event.object, "Security A. -3", "turn") end,
  } },
  static = { {
    -- a Security Digimon only (15-1-8): once played it is no longer one (Q1331)
    turn = "your", target = { owner = "opponent", security_digimon = true }, dp = -3000,
  } },
}
