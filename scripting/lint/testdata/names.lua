-- CARD ST1-08
-- Misspelt names of ctx, objects, cards and events, a method called with '.'.
return card {
  when_digivolving = function(ctx)
    local obj = ctx:choose_one("your_digimon")
    ctx:dp_plus(obj, 3000, "turn")
    ctx:trash_tp(obj) --! error: ctx:trash_top
    local n = obj:digivolution_cnt() --! error: obj:digivolution_count
    local top = obj:top()
    if top:nmae() == "Agumon" then end --! error: top:name
    local me = ctx.slef --! error: ctx.self
    local hit = ctx.event.objct --! error: event.object
    ctx.draw(1) --! error: ctx:draw
    for _, o in ipairs(ctx:all("your_digimon")) do
      o:suspnd() --! error: no method "suspnd"
    end
    ctx.self:dp_plus(1000) --! error: dp_plus is a method of ctx
  end,
}
