-- <Gust N> — a custom keyword of this mod, an action: "Gain N memory."
-- Printed after a timing ("[On Play] <Gust 2>") or run by ctx:run_keyword("Gust 2").
return keyword {
  name = "Gust",
  run = function(ctx) ctx:gain_memory(ctx.keyword.n) end,
}
