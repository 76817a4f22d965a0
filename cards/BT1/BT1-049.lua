-- BT1-049 Labramon
-- Inherited: [Your Turn] When an opponent's Digimon is deleted by dropping to 0 DP,
-- trigger <Draw 1> (Draw 1 card from your deck).
return card {
  inherited = {
    when = { {
      on = "deleted", subject = "opponent_digimon", turn = "your",
      trigger = function(ctx, ev) return ev.cause == "rule" end, -- 17-1-3-1: the rule deletes at 0 DP
      run = function(ctx) ctx:run_keyword("Draw 1") end,
    } },
  },
}
