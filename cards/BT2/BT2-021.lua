-- BT2-021 Veemon
-- Inherited: [Your Turn][Once Per Turn] When this Digimon becomes unsuspended during your
-- main phase, trigger <Draw 1>. (Draw 1 card from your deck.)
return card {
  inherited = {
    when = { {
      on = "unsuspended", subject = "self", turn = "your", once_per_turn = true,
      -- "during your main phase" (6-5); an unsuspended Digimon cannot become
      -- unsuspended again (Q1001).
      condition = function(ctx) return ctx:phase() == "main" end,
      run = function(ctx) ctx:run_keyword("Draw 1") end,
    } },
  },
}
