-- <Barrier> (ver. 3.6 16-24; ver. 1.0 12-25)
-- "When this Digimon would be deleted in battle, by trashing the top card of your
-- security stack, it isn't deleted."
--
-- An immediate effect of "when this Digimon would be deleted in battle" (16-24-2,
-- 12-25-2): only a deletion caused by battle — against a Security Digimon too
-- (12-25-6) — never one by an effect (<Retaliation> included) or by a rule (12-25-5).
-- Trashing the top security card is an optional cost (16-24-3, 12-25-4): it cannot be
-- paid with no security card (12-25-7); once paid, "it isn't deleted" is mandatory.
-- The trashed card leaves the security stack, which triggers "when a card is removed
-- from your security stack" effects (12-25-8). Several <Barrier> trigger several times
-- (16-24-4): a declined one leaves the next to be asked.
return keyword {
  name = "Barrier",
  effects = {
    would = { {
      on = "deleted", subject = "self", optional = true,
      condition = function(ctx)
        return ctx.event.cause == "battle" and ctx:security_count() > 0
      end,
      run = function(ctx)
        if ctx:trash_security(1) == 1 then ctx:prevent(ctx.self) end
      end,
    } },
  },
}
