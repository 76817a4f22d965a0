-- BT2-098 EDEN's Javelin
-- [Main] Trigger <Draw 1>. (Draw 1 card from your deck.) Then, 1 of your opponent's
-- Digimon gets -1000 DP for each card in your hand for the turn.
-- [Security] Activate this card's [Main] effect.
return card {
  main = function(ctx)
    ctx:run_keyword("Draw 1")
    -- the hand is counted once, after the draw; the one Digimon keeps that much (Q1040)
    local n = #ctx:hand()
    ctx:dp_plus(ctx:choose_one("opponent_digimon"), -1000 * n, "turn")
  end,
  security = function(ctx) ctx:activate_main() end,
}
