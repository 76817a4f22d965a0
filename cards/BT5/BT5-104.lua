-- BT5-104 Catastrophe Cannon
-- [Main] Trigger <De-Digivolve 2> on 1 of your opponent's Digimon. (Trash up to 2 cards from
-- the top of one of your opponent's Digimon. If it has no digivolution cards, or becomes a
-- level 3 Digimon, you can't trash any more cards.) Then, if you have a [Diaboromon] in play,
-- you may play 1 [Diaboromon] Token without paying its memory cost. (Diaboromon Tokens are
-- level 6 white Digimon with a memory cost of 14, 3000 DP, and are Mega form, Unidentified
-- type, and Unknown attribute.)
-- [Security] Activate this card's [Main] effect.
return card {
  main = function(ctx)
    ctx:de_digivolve(ctx:choose_one("opponent_digimon"), 2)
    -- the token does not depend on the <De-Digivolve> having a target (Q1377)
    if ctx:count({ owner = "you", kind = "Digimon", name = "Diaboromon" }) > 0
      and ctx:may("play 1 [Diaboromon] Token?") then
      -- a token is played from outside the game and never paid for (4-18-1)
      ctx:play_token {
        name = "Diaboromon", colors = { "White" }, level = 6, cost = 14, dp = 3000,
        traits = { "Mega", "Unidentified", "Unknown" },
      }
    end
  end,
  security = function(ctx) ctx:activate_main() end,
}
