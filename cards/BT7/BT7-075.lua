-- BT7-075 Rhihimon
-- When one of your Digimon with a Tamer card in its digivolution cards digivolves into this
-- card in your hand, reduce the memory cost of the digivolution by 2.
-- [On Deletion] If a card with [Hybrid] in its traits is in this Digimon's digivolution
-- cards, you may play 1 purple Tamer card from your trash without paying its memory cost.
return card {
  -- An effect of the card in the hand on the cost about to be paid (15-8-5), for your
  -- Digimon in the battle area only (3-4-5).
  would = { {
    label = "When one of your Digimon with a Tamer card in its digivolution cards digivolves into this card",
    on = "digivolve", area = "hand",
    subject = { owner = "you", kind = "Digimon", digivolution_card = { kind = "Tamer" } },
    trigger = function(ctx) return ctx:would_card() == ctx.card end,
    reduces = 2,
    run = function(ctx) ctx:change_cost(-2) end,
  } },
  on_deletion = {
    optional = true,
    -- the cards it had when it was deleted: its last-known information; a purple Tamer
    -- card among them is in the trash by now and may be played (Q1641)
    condition = function(ctx)
      local last = ctx:last_known()
      return last ~= nil and #ctx:cards(ctx:digivolution_cards(last), { trait_has = "Hybrid" }) > 0
    end,
    run = function(ctx)
      local tamer = ctx:choose_card(ctx:cards("trash", { kind = "Tamer", color = "Purple" }),
        { count = 1, text = "play without paying its memory cost" })[1]
      if tamer then ctx:play_card(tamer, { free = true }) end
    end,
  },
}
