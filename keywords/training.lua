-- <Training> (ver. 3.6 16-40; not in ver. 1.0)
-- "[Main] By suspending this Digimon, place your top deck card face down as its bottom
-- digivolution card. This effect can also activate in the breeding area."
--
-- 16-40-1  In your main phase, by suspending this Digimon, the top card of your deck goes
--          face down under it as its bottom digivolution card — in the battle area, or
--          in the breeding area.
-- 16-40-2  An activated [Main] effect (15-8-4).
-- 16-40-3  "By suspending this Digimon" is an optional cost; paid, the placing is
--          mandatory. As the cost of an activated effect it can be declared only while
--          the Digimon can be suspended, and then must be paid (15-8-4-4-1).
--
-- How: a [Main] effect from both areas (a Digimon in the breeding area has <Training>,
-- core.KeywordWorksInBreeding), offered while this Digimon can be suspended; a suspension
-- that does not happen places nothing (15-7-2). A face-down card has no information and
-- no effects (4-5-9) but counts as a digivolution card.
return keyword {
  name = "Training",
  effects = {
    main = {
      area = { "battle", "breeding" },
      condition = function(ctx) return ctx:can_suspend(ctx.self) end,
      run = function(ctx)
        ctx:suspend("self")
        if ctx.self and ctx.self:is_suspended() then
          ctx:place_under(ctx.self, { face_down = true, from = "deck" })
        end
      end,
    },
  },
}
