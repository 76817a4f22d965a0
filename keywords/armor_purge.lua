-- <Armor Purge> (ver. 3.6 16-18; ver. 1.0 12-19)
-- "When this Digimon would be deleted, you may trash the top card of this Digimon to
-- prevent that deletion."
-- An immediate effect (16-18-2) against any deletion: an effect, a battle or a rule
-- check (12-19-5). "By trashing the top card" is an optional cost (16-18-3, 15-7): a
-- Digimon with no digivolution cards cannot pay it (12-19-6); once paid, what is left
-- is the same Digimon, not deleted, so no [On Deletion] triggers (12-19-7). It cancels
-- no DP reduction: a Digimon at 0 DP whose new top card is still at 0 DP is deleted by
-- the next rule check (12-19-5). Each copy triggers (16-18-4); once one has prevented
-- the deletion the others have nothing left to prevent (12-19-3: they do not overlap).
return keyword {
  name = "Armor Purge",
  effects = {
    would = { {
      on = "deleted", subject = "self", optional = true,
      trigger = function(ctx) return ctx:would_affect(ctx.self) and ctx.self:digivolution_count() > 0 end,
      run = function(ctx)
        if ctx:trash_top(ctx.self) then ctx:prevent(ctx.self) end
      end,
    } },
  },
}
