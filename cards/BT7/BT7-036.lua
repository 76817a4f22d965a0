-- BT7-036 Zephyrmon
-- You may digivolve this card from your hand onto one of your yellow Tamers as if the Tamer is
-- a level 3 yellow Digimon for a memory cost of 2.
-- [When Digivolving] If a card with [Hybrid] in its traits or [Zoe Orimoto] is in this
-- Digimon's digivolution cards, all of your Security Digimon get +3000 DP until the end of your
-- opponent's next turn.
--
-- The Tamer is read as a level 3 yellow Digimon for this digivolution only, as a Digimon that
-- digivolves (Q1559; a bonus draw, Q1560) keeping its turn of entry (Q1561); its card becomes
-- a digivolution card (Q1562), trashed with it (Q1565), whose inherited effect works (Q1564).
-- Declared, the digivolution cannot be called off (Q4644).
return card {
  static = { {
    area = "hand",
    target = { owner = "you", kind = "Tamer", color = "Yellow" },
    may_digivolve = { into = "self", from = "hand", cost = 2, as_digimon = { level = 3, color = "Yellow" } },
  } },
  when_digivolving = {
    condition = function(ctx)
      local sources = ctx:digivolution_cards(ctx.self)
      return #ctx:cards(sources, { trait = "Hybrid" }) > 0
        or #ctx:cards(sources, { name = "Zoe Orimoto" }) > 0
    end,
    run = function(ctx)
      ctx:dp_plus({ owner = "you", security_digimon = true }, 3000, "opponents_next_turn")
    end,
  },
}
