-- BT1-053 Darcmon
-- [Your Turn] When you play a level 3 yellow Digimon, if this Digimon is suspended,
-- trigger <Draw 1> (Draw 1 card from your deck).
return card {
  when = { {
    on = "played", subject = { owner = "you", kind = "Digimon", level = 3, color = "Yellow" }, turn = "your",
    condition = function(ctx) return ctx.self:is_suspended() end,
    run = function(ctx) ctx:run_keyword("Draw 1") end,
  } },
}
