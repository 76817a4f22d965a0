-- BT7-051 RhinoKabuterimon
-- When one of your Digimon with a Tamer card in its digivolution cards digivolves into this
-- card in your hand, reduce the memory cost of the digivolution by 2.
-- [When Attacking] If a card with [Hybrid] or [Insectoid] in its traits is in this Digimon's
-- digivolution cards, this Digimon can digivolve into a Digimon card with [Insectoid] or [Ten
-- Warriors] in its traits in your hand for a memory cost of 3.
return card {
  -- An effect of the card in the hand on the cost about to be paid (15-8-5), for your
  -- Digimon in the battle area only (3-4-5).
  would = { {
    label = "When one of your Digimon with a Tamer card in its digivolution cards digivolves into this card",
    digivolve_into_this = { owner = "you", kind = "Digimon", digivolution_card = { kind = "Tamer" } },
    reduces = 2,
  } },
  when_attacking = {
    condition = function(ctx)
      if ctx.self == nil then return false end
      local sources = ctx:digivolution_cards(ctx.self)
      return #ctx:cards(sources, { trait = "Hybrid" }) > 0 or #ctx:cards(sources, { trait = "Insectoid" }) > 0
    end,
    run = function(ctx)
      -- "can digivolve": p1 may choose not to (Q1592); the requirements still hold, only
      -- the cost is 3; memory past 0 ends the turn only after the attack (Q1593)
      ctx:digivolve_choose {
        who = "self", from = "hand", cost = 3, optional = true,
        filter = { { kind = "Digimon", trait = "Insectoid" }, { kind = "Digimon", trait = "Ten Warriors" } },
      }
    end,
  },
}
