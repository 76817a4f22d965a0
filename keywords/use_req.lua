-- <Use Req. (X)> (newer than ver. 3.6: neither ver. 3.6 §16 nor ver. 1.0 §12 has it)
-- Defined by its reminder text, as printed on BT25-093 Ignition Flare (an Option; 37
-- more cards, Options and the Option sides of dual cards): "<Use Req. ([TS] trait)>
-- (Specified cards let you ignore color requirements.)" — our card data prints the
-- keyword without the reminder; the parameter specifies the cards ("[VB] trait",
-- "[Three Musketeers] in text", "[NSp]/[DS]/[NSo] trait").
--
-- A persistent effect of the Option card in its owner's hand (15-14-2): while they have
-- a Digimon or Tamer that matches the parameter in their area — where a card of the
-- right color would meet the color requirement (4-19-2) — the card may be used ignoring
-- its color requirements (4-19, 9-1-1). It waives nothing else: the use cost is paid
-- as usual. Built with the static entry ignore_color_requirement (core/use.go).
local function have(ctx)
  for _, o in ipairs(ctx:all({ owner = "you" })) do
    if (o:is_digimon() or o:is_tamer()) and ctx:matches(o, ctx.keyword.param) then return true end
  end
  local b = ctx:breeding()
  return b ~= nil and ctx:matches(b, ctx.keyword.param)
end

return keyword {
  name = "Use Req.",
  effects = {
    static = { { ignore_color_requirement = true, condition = have } },
  },
}
