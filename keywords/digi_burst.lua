-- <Digi-Burst N> (ver. 3.6 16-13; ver. 1.0 12-14)
-- "Trash N of this Digimon's digivolution cards to activate the effect below."
--
-- A condition (16-13-2), "by trashing N digivolution cards from your Digimon, do the
-- effect" (16-13-1): printed "[Main] <Digi-Burst 2> ・effect", it opens the effect
-- of a card script, which goes on only when it returns true:
--   main = {
--     condition = function(ctx) return ctx:can_run_keyword("Digi-Burst 2") end,
--     run = function(ctx) if ctx:run_keyword("Digi-Burst 2") then ctx:draw(1) end end,
--   }
-- Being the effect's processing condition, an effect that cannot pay it cannot be
-- activated at all (15-6-3): the entry's condition says so, and the [Main] effect is
-- not offered (ST5-13).
-- It is optional (12-14-3): the controller declares it — asked by run_keyword, unless
-- it opens a [Main] effect its player activated, which declared it already
-- (core/declared_keyword.go) — then
-- trashes N digivolution cards of this Digimon only (12-14-4), chosen by the
-- controller (12-14-5) among any cards under it, Digi-Eggs and Tamers too (12-14-6),
-- suspended or not (12-14-9). A Digimon with fewer than N digivolution cards cannot
-- pay: no question, and the effect does not go on. What the trashed cards trigger
-- waits until the effect is done (12-14-8). Nothing limits how often it is used in a
-- turn (12-14-7).
-- <Digi-Burst up to N> (BT7-040) trashes 1 to N of them, as the controller chooses
-- (1-3-6): it can be paid with 1 digivolution card (Q1569), and it returns how many it
-- trashed, for "for each card trashed by this card's effect".
return keyword {
  name = "Digi-Burst",
  optional = true,
  condition = function(ctx)
    local n = ctx.keyword.n
    if ctx.keyword.up_to then
      return ctx.self ~= nil and n > 0 and ctx.self:digivolution_count() >= 1
    end
    return ctx.self ~= nil and n > 0 and ctx.self:digivolution_count() >= n
  end,
  run = function(ctx)
    local n = ctx.keyword.n
    if ctx.keyword.up_to then
      local trashed = ctx:trash_digivolution_cards(ctx.self, n, "choose", { up_to = true })
      return trashed > 0 and trashed or nil
    end
    return ctx:trash_digivolution_cards(ctx.self, n, "choose") == n
  end,
}
