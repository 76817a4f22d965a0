-- BT5-086 Omnimon
-- [When Digivolving] ＜Blitz＞ (This Digimon can attack when your opponent has 1 or more
-- memory.)
-- [When Digivolving] Unsuspend this Digimon.
-- [All Turns] If an opponent's effect would delete this Digimon or return it to its
-- owner's hand or deck, you may prevent it from leaving play by trashing a level 6 Digimon
-- card in this card's digivolution cards.

local function level_6_under(ctx)
  return ctx:cards(ctx:digivolution_cards(ctx.self), { kind = "Digimon", level = 6 })
end

local function by_an_opponents_effect(ctx)
  return ctx.event.cause == "effect" and not ctx.event.by_you and #level_6_under(ctx) > 0
end

-- "by trashing X": it stays only once a level 6 card was trashed (15-7); kept in play, it
-- was neither deleted nor returned (Q1357)
local function stay(ctx)
  local card = ctx:choose_card(level_6_under(ctx), { count = 1, text = "trash a level 6 Digimon card" })[1]
  if card and ctx:move(card, "trash") > 0 then ctx:prevent(ctx.self) end
end

return card {
  -- two [When Digivolving] effects: their order is the controller's (Q1356)
  keywords = { "[When Digivolving] <Blitz>" },
  when_digivolving = function(ctx) ctx:unsuspend("self") end,
  would = {
    { label = "[All Turns] If an opponent's effect would delete this Digimon",
      on = "deleted", subject = "self", optional = true,
      condition = by_an_opponents_effect, run = stay },
    { label = "[All Turns] If an opponent's effect would return this Digimon to its owner's hand or deck",
      on = "leave", subject = "self", optional = true,
      condition = function(ctx)
        return (ctx.event.to == "hand" or ctx.event.to == "deck") and by_an_opponents_effect(ctx)
      end,
      run = stay },
  },
}
