-- BT7-021 Kumamon
-- You may digivolve this card from your hand onto one of your blue Tamers as if the Tamer is a
-- level 3 blue Digimon.
-- [When Digivolving] Trash 1 digivolution card from the bottom of 1 of your opponent's
-- Digimon.
--
-- The Tamer is read as a level 3 blue Digimon for this digivolution only, as a Digimon that
-- digivolves (Q1523; a bonus draw, Q1524) keeping its turn of entry (Q1525); its card becomes
-- a digivolution card (Q1526) whose inherited effect works (Q1528).
return card {
  static = { {
    area = "hand",
    target = { owner = "you", kind = "Tamer", color = "Blue" },
    may_digivolve = { into = "self", from = "hand", as_digimon = { level = 3, color = "Blue" } },
  } },
  when_digivolving = function(ctx)
    local mon = ctx:choose_one("opponent_digimon", { text = "trash its bottom digivolution card" })
    if mon then ctx:trash_digivolution_cards(mon, 1, "bottom") end
  end,
}
