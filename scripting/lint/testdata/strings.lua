-- CARD ST1-08
-- Unknown target, zone, duration and timing names passed as strings.
return card {
  when_digivolving = function(ctx)
    local obj = ctx:choose_one("your_digimn") --! error: "your_digimon"
    ctx:dp_plus(obj, 3000, "forever") --! error: unknown duration "forever"
    ctx:dp_plus(obj, 3000, "trun") --! error: "turn"
    local hand = ctx:cards("hnad") --! error: "hand"
    ctx:later("end_of_trun", function(ctx) ctx:draw(1) end) --! error: "end_of_turn"
    ctx:activate(ctx.self, "when_digivolvng") --! error: "when_digivolving"
  end,
  when = { { on = "deleteed", subject = "self", run = function(ctx) ctx:draw(1) end } }, --! error: "deleted"
}
