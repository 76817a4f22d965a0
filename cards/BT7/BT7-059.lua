-- BT7-059 DeadlyAxemon
-- [On Play] Reveal the top 5 cards of your deck. Add up to 2 cards with [Knightmon] in their
-- names among them to your hand. Place the remaining cards at the bottom of your deck in any
-- order.
-- Inherited: [Your Turn] While this Digimon has [Knightmon] or [Bagramon] in its name, it gets
-- +2000 DP.
return card {
  on_play = function(ctx)
    local revealed = ctx:reveal(5)
    ctx:move(ctx:choose_card(ctx:cards(revealed, { name_has = "Knightmon" }),
      { count = 2, up_to = true, text = "add to your hand" }), "hand")
    ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
  end,
  inherited = {
    static = { {
      turn = "your", dp = 2000,
      -- any name it has now, gained ones too (2-3-1-3)
      condition = function(ctx) return ctx:matches(ctx.self, "[Knightmon]/[Bagramon] in name") end,
    } },
  },
}
