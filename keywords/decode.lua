-- <Decode (X)> (ver. 3.6 16-35; not in ver. 1.0)
-- "When this Digimon would leave the battle area other than in battle, you may play 1
-- X from its digivolution cards without paying the cost."
-- An immediate effect (16-35-2): it cuts in before the Digimon leaves — deleted by an
-- effect or by a rule check, returned to the hand, trashed — but not when it is deleted
-- in battle. While the Digimon is still there, 1 Digimon card among its digivolution
-- cards that matches the parameter (<Decode (Blue Lv.4)>, <Decode ([Aegiomon])>) is
-- played without paying its cost; then the Digimon leaves as it would have. Optional
-- (16-35-3). Each copy triggers (16-35-4), each playing one more card.
local function candidates(ctx)
  local out = {}
  for _, c in ipairs(ctx:digivolution_cards(ctx.self)) do
    if c:kind() == "Digimon" and (ctx.keyword.param == "" or ctx:matches(c, ctx.keyword.param)) then
      out[#out + 1] = c
    end
  end
  return out
end

return keyword {
  name = "Decode",
  effects = {
    would = { {
      on = "leave", subject = "self", optional = true,
      trigger = function(ctx, ev) return ev.cause ~= "battle" and #candidates(ctx) > 0 end,
      run = function(ctx)
        local cands = candidates(ctx)
        local pick = { cands[1] }
        if #cands > 1 then pick = ctx:choose_card(cands, { count = 1, text = "play which card with <Decode>?" }) end
        ctx:play_from_under(ctx.self, pick)
      end,
    } },
  },
}
