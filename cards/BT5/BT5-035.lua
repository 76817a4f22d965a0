-- BT5-035 Starmons
-- [On Play] For each Digimon you have in play, 1 of your opponent's Digimon gets -1000 DP
-- for the turn.
return card {
  on_play = function(ctx)
    -- One target takes the whole -1000 × N (Q1318); Starmons counts itself (Q1317); the
    -- count is taken once, as the effect resolves (Q1319).
    local yours = ctx:count({ owner = "you", kind = "Digimon" })
    ctx:dp_plus(ctx:choose_one("opponent_digimon"), -1000 * yours, "turn")
  end,
}
