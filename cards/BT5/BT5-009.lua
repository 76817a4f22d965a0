-- BT5-009 Shoutmon
-- [On Play] Reveal 5 cards from the top of your deck. Add 1 Digimon card with [Shoutmon] in
-- its name and 1 Digimon card with <Blitz> among them to your hand. Place the remaining
-- cards at the bottom of your deck in any order.
-- Inherited: [Your Turn] While this Digimon has <Blitz>, it gets +2000 DP.
return card {
  on_play = function(ctx)
    local revealed = ctx:reveal(5)
    -- one of each, both added (Q1290); either alone when only it is there (Q1288); a card
    -- that is both may be either, so two ShoutmonDX are both added (Q1289)
    ctx:move(ctx:choose_card(ctx:cards(revealed, { kind = "Digimon", name_has = "Shoutmon" }),
      { text = "add to your hand" }), "hand")
    ctx:move(ctx:choose_card(ctx:cards("revealed", { kind = "Digimon", keyword = "Blitz" }),
      { text = "add to your hand" }), "hand")
    ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
  end,
  inherited = {
    static = { {
      turn = "your",
      dp = 2000,
      condition = function(ctx) return ctx.self:has_keyword("Blitz") end,
    } },
  },
}
