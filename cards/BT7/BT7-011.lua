-- BT7-011 BurningGreymon
-- You may digivolve this card from your hand onto one of your red Tamers as if the Tamer is a
-- level 3 red Digimon for a memory cost of 2.
-- [When Digivolving] If a card with [Hybrid] in its traits or [Takuya Kanbara] is in this
-- Digimon's digivolution cards, delete 1 of your opponent's Digimon with 4000 DP or less.
--
-- The Tamer is read as a level 3 red Digimon for this digivolution only, as a Digimon that
-- digivolves (Q1507; a bonus draw, Q1508) keeping its turn of entry (Q1509); its card becomes
-- a digivolution card (Q1510) whose inherited effect works (Q1512) but not its [Security]
-- text (Q1511). Declared, the digivolution cannot be called off (Q4639).
return card {
  static = { {
    area = "hand",
    target = { owner = "you", kind = "Tamer", color = "Red" },
    may_digivolve = { into = "self", from = "hand", cost = 2, as_digimon = { level = 3, color = "Red" } },
  } },
  when_digivolving = {
    condition = function(ctx)
      local sources = ctx:digivolution_cards(ctx.self)
      return #ctx:cards(sources, { trait = "Hybrid" }) > 0
        or #ctx:cards(sources, { name = "Takuya Kanbara" }) > 0
    end,
    run = function(ctx)
      ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_most = ctx:deletion_max(4000) }))
    end,
  },
}
