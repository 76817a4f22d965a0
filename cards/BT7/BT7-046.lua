-- BT7-046 Beetlemon
-- You may digivolve this card from your hand onto one of your green Tamers as if the Tamer is
-- a level 3 green Digimon.
-- [When Digivolving] Reveal the top 5 cards of your deck. Add 1 card with [Hybrid] in its
-- traits and 1 [J.P. Shibayama] among them to your hand. Place the remaining cards at the
-- bottom of your deck in any order.
--
-- The Tamer is read as a level 3 green Digimon for this digivolution only: it meets the
-- printed requirement (green level 3, cost 2) without ignoring it, as a Digimon that
-- digivolves (Q1572; a bonus draw, Q1573) keeping its turn of entry (Q1574); its card becomes
-- a digivolution card (Q1575) whose inherited effect works (Q1577) but not its [Security]
-- text (Q1576). Declared, the digivolution cannot be called off (Q4645).
return card {
  static = { {
    area = "hand",
    target = { owner = "you", kind = "Tamer", color = "Green" },
    may_digivolve = { into = "self", from = "hand", as_digimon = { level = 3, color = "Green" } },
  } },
  when_digivolving = function(ctx)
    local revealed = ctx:reveal(5)
    ctx:move(ctx:choose_card(ctx:cards(revealed, { trait = "Hybrid" }), { count = 1 }), "hand")
    ctx:move(ctx:choose_card(ctx:cards("revealed", { name = "J.P. Shibayama" }), { count = 1 }), "hand")
    ctx:to_deck_bottom(ctx:cards("revealed"))
  end,
}
