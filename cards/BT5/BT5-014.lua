-- BT5-014 OmniShoutmon
-- Your [Shoutmon] can digivolve into this card in your hand for a memory cost of 4, ignoring
-- this card's digivolution requirements.
-- Inherited: [Your Turn] While this Digimon has <Blitz>, it gains <Security Attack +1>.
-- (This Digimon checks 1 additional security card.)
return card {
  -- A permission of the card in the hand to your [Shoutmon] in the battle area (not the
  -- breeding area, 3-4-5, Q1291), by the rules or by an effect that digivolves (Q1293).
  static = { {
    area = "hand",
    target = { owner = "you", kind = "Digimon", name = "Shoutmon" },
    may_digivolve = { into = "self", from = "hand", cost = 4 },
  } },
  inherited = {
    static = { {
      -- having <Blitz> is enough; it need not attack with it (Q1292)
      turn = "your", keyword = "Security A. +1",
      condition = function(ctx) return ctx.self:has_keyword("Blitz") end,
    } },
  },
}
