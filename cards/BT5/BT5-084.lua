-- BT5-084 Diaboromon
-- [When Digivolving] You may play 1 [Diaboromon] Token without paying its memory cost.
-- (Diaboromon Tokens are level 6 white Digimon with a memory cost of 14, 3000 DP, and are
-- Mega form, Unidentified type, and Unknown attribute.)
return card {
  when_digivolving = {
    optional = true,
    run = function(ctx)
      -- a token is played from outside the game and never paid for (4-18-1)
      ctx:play_token {
        name = "Diaboromon", colors = { "White" }, level = 6, cost = 14, dp = 3000,
        traits = { "Mega", "Unidentified", "Unknown" },
      }
    end,
  },
}
