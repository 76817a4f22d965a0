-- BT7-023 Korikakumon
-- You may digivolve this card from your hand onto one of your blue Tamers as if the Tamer is a
-- level 3 blue Digimon for a memory cost of 2.
-- [When Digivolving] If a card with [Hybrid] in its traits or [Tommy Himi] is in this
-- Digimon's digivolution cards, 1 of your opponent's Digimon with no digivolution cards can't
-- attack or block until the end of their next turn.
--
-- The Tamer is read as a level 3 blue Digimon for this digivolution only, as a Digimon that
-- digivolves (Q1537) keeping its turn of entry (Q1539); its card becomes a digivolution card
-- (Q1540) whose inherited effect works (Q1542) but not its [Security] text (Q1541).
-- Declared, the digivolution cannot be called off (Q4642).
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
        or #ctx:cards(sources, { name = "Tommy Himi" }) > 0
    end,
    run = function(ctx)
      -- "no digivolution cards" is read when it is chosen: the ban stays if it later gains
      -- some (Q1544)
      local mon = ctx:choose_one({ owner = "opponent", kind = "Digimon", has_digivolution_cards = false })
      if mon then ctx:cannot(mon, { "attack", "block" }, "their_next_turn") end
    end,
  },
}
