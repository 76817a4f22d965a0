-- BT1-060 MagnaAngemon
-- [On Play] Trigger <Recovery +1 (Deck)>. (Place the top card of your deck on top of
-- your security stack.)
-- Inherited: [Your Turn] This Digimon gets +1000 DP for every 3 security cards you have.
return card {
  on_play = function(ctx) ctx:run_keyword("Recovery +1 (Deck)") end,
  inherited = {
    static = { {
      turn = "your",
      dp = function(ctx) return 1000 * math.floor(ctx:security_count() / 3) end,
    } },
  },
}
