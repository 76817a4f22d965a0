-- BT7-058 SkullKnightmon
-- [When Attacking] You may trash all of the digivolution cards of 1 of your [DeadlyAxemon] and
-- place it at the bottom of this Digimon's digivolution cards to digivolve this Digimon into
-- a [DarkKnightmon] in your hand without paying its memory cost.
-- Inherited: [Your Turn] While this Digimon has [Knightmon] or [Bagramon] in its name, it
-- gains ＜Security Attack +1＞. (This Digimon checks 1 additional security card.)
local axemon = { owner = "you", kind = "Digimon", name = "DeadlyAxemon" }

return card {
  when_attacking = {
    -- "by X, Y": the digivolution only once the [DeadlyAxemon] is placed
    optional = true,
    condition = function(ctx) return ctx:count(axemon) > 0 end,
    run = function(ctx)
      local axe = ctx:choose_one(axemon, { text = "trash its digivolution cards and place it under this Digimon" })
      if not axe then return end
      -- one with no digivolution cards may be chosen (Q1605); a card effects can't trash
      -- stays, and goes to the trash by the rules once it is placed (4-5-8, Q1606)
      ctx:trash_digivolution_cards(axe, #ctx:digivolution_cards(axe))
      if ctx:move(axe, "under", { under = ctx.self }) == 0 then return end
      ctx:digivolve_choose { who = "self", from = "hand", filter = { name = "DarkKnightmon" }, free = true }
    end,
  },
  inherited = {
    static = { {
      turn = "your", keyword = "Security A. +1",
      -- names it has now, gained ones included (2-3-1-3)
      condition = function(ctx) return ctx:matches(ctx.self, "[Knightmon]/[Bagramon] in name") end,
    } },
  },
}
