-- BT7-073 KaiserLeomon
-- You may digivolve this card from your hand onto one of your purple Tamers as if the Tamer
-- is a level 3 purple Digimon for a memory cost of 2.
-- [When Digivolving] If a card with [Hybrid] in its traits or [Koichi Kimura] is in this
-- Digimon's digivolution cards, this Digimon gains ＜Retaliation＞ until the end of your
-- opponent's next turn. (When this Digimon is deleted after losing a battle, delete the
-- Digimon it was battling.)
--
-- The Tamer is read as a level 3 purple Digimon for this digivolution only, as a Digimon
-- that digivolves (Q1634; a bonus draw, Q1635) keeping its turn of entry (Q1636); its card
-- becomes a digivolution card (Q1637) whose inherited effect works (Q1639) but not its
-- [Security] text (Q1638).
local function hybrid_or_koichi(ctx)
  local sources = ctx:digivolution_cards(ctx.self)
  return #ctx:cards(sources, { trait_has = "Hybrid" }) > 0 or #ctx:cards(sources, { name = "Koichi Kimura" }) > 0
end

return card {
  static = { {
    area = "hand",
    target = { owner = "you", kind = "Tamer", color = "Purple" },
    may_digivolve = { into = "self", from = "hand", cost = 2, as_digimon = { level = 3, color = "Purple" } },
  } },
  when_digivolving = {
    condition = function(ctx) return ctx.self ~= nil and hybrid_or_koichi(ctx) end,
    run = function(ctx) ctx:give("self", "Retaliation", "opponents_next_turn") end,
  },
}
