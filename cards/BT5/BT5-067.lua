-- BT5-067 Infermon
-- Your [Keramon] can digivolve into this card in your hand for a memory cost of 4, ignoring
-- this card's digivolution requirements.
-- Inherited: [On Deletion] You may play 1 [Diaboromon] Token without paying its memory cost.
-- (Diaboromon Tokens are level 6 white Digimon with a memory cost of 14, 3000 DP, and are
-- Mega form, Unidentified type, and Unknown attribute.)
return card {
  -- A permission of the card in the hand to your [Keramon] in the battle area (not the
  -- breeding area, 3-4-5, Q1342), by the rules or by an effect that digivolves (Q1344).
  static = { {
    area = "hand",
    target = { owner = "you", kind = "Digimon", name = "Keramon" },
    may_digivolve = { into = "self", from = "hand", cost = 4 },
  } },
  inherited = {
    on_deletion = {
      optional = true,
      run = function(ctx)
        -- a token is played from outside the game and never paid for (4-18-1; Q1343)
        ctx:play_token {
          name = "Diaboromon", colors = { "White" }, level = 6, cost = 14, dp = 3000,
          traits = { "Mega", "Unidentified", "Unknown" },
        }
      end,
    },
  },
}
