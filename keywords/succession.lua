-- <Succession (X)> (newer than ver. 3.6: neither ver. 3.6 §16 nor ver. 1.0 §12 has it)
-- Printed on BT26-032 Ceresmon (also BT26-060, BT26-080, BT26-103); our card data
-- prints the keyword without its reminder text, so its meaning here is said in our own
-- words, from how those cards and ruling Q6945 use it: the Digimon has the effects,
-- other than <Succession>, of the topmost of its digivolution cards that matches the
-- parameter ("[Ceresmon]", "Lv.6 w/[Chronomon] in name").
--
-- A persistent effect: among this Digimon's digivolution cards, the topmost one that
-- matches the parameter lends it all its own effects — its upper text, not its
-- inherited effects — while it is there (a face-down card has none, 4-5-9): keywords
-- and values at once, [Main] and triggered effects as this Digimon's. Its <Succession>
-- is not gained (no chains). Ruling Q6945 (BT24-102): an [On Play] or [When
-- Digivolving] effect gained through <Succession> can be activated by an effect that
-- activates one. Built with the static entry gains_effects_of (core/lent.go); it is
-- read from the keyword as the card prints it, so a <Succession> given by an effect
-- (no card gives one) would lend nothing.
return keyword {
  name = "Succession",
  effects = {
    static = { {
      gains_effects_of = function(ctx, self)
        for _, c in ipairs(ctx:digivolution_cards(self)) do -- top first
          if ctx:matches(c, ctx.keyword.param) then return { c } end
        end
        return {}
      end,
    } },
  },
}
