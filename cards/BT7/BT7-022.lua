-- BT7-022 KendoGarurumon
-- You may digivolve this card from your hand onto one of your blue Tamers as if the Tamer is a
-- level 3 blue Digimon for a memory cost of 2.
-- [When Digivolving] If a card with [Hybrid] in its traits or [Koji Minamoto] is in this
-- Digimon's digivolution cards, this Digimon gains ＜Jamming＞ for the turn. (This Digimon
-- can't be deleted in battles against Security Digimon.)
--
-- The Tamer is read as a level 3 blue Digimon for this digivolution only, as a Digimon that
-- digivolves (Q1530) keeping its turn of entry (Q1532); its card becomes a digivolution card
-- (Q1533) whose inherited effect works (Q1535) but not its [Security] text (Q1534).
-- Declared, the digivolution cannot be called off (Q4641).
return card {
  static = { {
    area = "hand",
    target = { owner = "you", kind = "Tamer", color = "Blue" },
    may_digivolve = { into = "self", from = "hand", cost = 2, as_digimon = { level = 3, color = "Blue" } },
  } },
  when_digivolving = {
    condition = function(ctx)
      local sources = ctx:digivolution_cards(ctx.self)
      return #ctx:cards(sources, { trait = "Hybrid" }) > 0
        or #ctx:cards(sources, { name = "Koji Minamoto" }) > 0
    end,
    run = function(ctx) ctx:give("self", "Jamming", "turn") end,
  },
}
