-- BT7-047 MetalKabuterimon
-- You may digivolve this card from your hand onto one of your green Tamers as if the Tamer is
-- a level 3 green Digimon for a memory cost of 2.
-- [When Digivolving] If a card with [Hybrid] in its traits or [J.P. Shibayama] is in this
-- Digimon's digivolution cards, suspend 1 of your opponent's Digimon with 6000 DP or less.
--
-- The Tamer is read as a level 3 green Digimon for this digivolution only, as a Digimon that
-- digivolves (Q1580) keeping its turn of entry (Q1582); its card becomes a digivolution card
-- (Q1583) whose inherited effect works (Q1585) but not its [Security] text (Q1584).
return card {
  static = { {
    area = "hand",
    target = { owner = "you", kind = "Tamer", color = "Green" },
    may_digivolve = { into = "self", from = "hand", cost = 2, as_digimon = { level = 3, color = "Green" } },
  } },
  when_digivolving = {
    condition = function(ctx)
      if ctx.self == nil then return false end
      local sources = ctx:digivolution_cards(ctx.self)
      return #ctx:cards(sources, { trait = "Hybrid" }) > 0
        or #ctx:cards(sources, { name = "J.P. Shibayama" }) > 0
    end,
    run = function(ctx)
      ctx:suspend(ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_most = 6000 }))
    end,
  },
}
