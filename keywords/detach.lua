-- <Detach (X)> (newer than ver. 3.6: neither ver. 3.6 §16 nor ver. 1.0 §12 has it)
-- Printed on BT26-010 Roleplaymon and 6 more BT26 cards; our card data prints the
-- keyword without its reminder text, so its meaning here is said in our own words,
-- from how those cards and ruling Q6964 use it: when this Digimon would leave the
-- battle area other than by its owner's effects, its owner may trash 1 of its link
-- cards that matches the parameter (4-2-6; <Detach ([Seven Code] trait)>: a link card
-- with that trait), and then it does not leave.
--
-- An immediate effect (15-8-5) against every way of leaving the battle area except its
-- owner's own effects: an opponent's effect, a battle, a rule check (0 DP). Ruling
-- Q6964 (BT26-010): it cuts in just before the battle's deletion, and the link card it
-- trashes takes its link effects and DP with it at once (<Piercing> in them is gone
-- when the opponent's Digimon is deleted). Trashing 1 link card that matches the
-- parameter is an optional cost (15-7): without one it does not trigger; only when the
-- card was trashed does the Digimon stay. Each copy triggers; once one has saved it
-- the others have nothing left to prevent.
local function detachable(ctx)
  local out = {}
  for _, c in ipairs(ctx:link_cards(ctx.self)) do
    if ctx.keyword.param == "" or ctx:matches(c, ctx.keyword.param) then out[#out + 1] = c end
  end
  return out
end

return keyword {
  name = "Detach",
  effects = {
    would = { {
      on = "leave", subject = "self", optional = true,
      trigger = function(ctx, ev)
        return ctx:would_affect(ctx.self) and not (ev.cause == "effect" and ev.by_you) and #detachable(ctx) > 0
      end,
      run = function(ctx)
        local cands = detachable(ctx)
        local pick = cands[1]
        if #cands > 1 then pick = ctx:choose_card(cands, { count = 1, text = "<Detach>: trash which link card?" })[1] end
        if pick and ctx:trash_link_cards(ctx.self, pick) == 1 then ctx:prevent(ctx.self) end
      end,
    } },
  },
}
