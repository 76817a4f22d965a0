-- ST6-13 CresGarurumon
-- <Security Attack +1> (This Digimon checks 1 additional security card.)
-- [Main] <Digi-Burst 2> (Trash 2 of this Digimon's Digivolution cards to activate the effect
-- below.) ・Play 1 purple level 3 Digimon card from your trash without paying its memory cost.
return card {
  -- it has <Digi-Burst> too: "a Digimon with <Digi-Burst>" counts it (BT4-004 Budmon)
  keywords = { "Security Attack +1", "Digi-Burst 2" },
  main = {
    -- <Digi-Burst> is the effect's processing condition (16-13-2): the [Main] can be
    -- declared only while it can be done (15-6-3).
    condition = function(ctx) return ctx:can_run_keyword("Digi-Burst 2") end,
    run = function(ctx)
      if not ctx:run_keyword("Digi-Burst 2") then return end
      -- looked for once the burst is done: a card it trashed may be played (Q675)
      local rookies = ctx:cards("trash", { kind = "Digimon", color = "Purple", level = 3 })
      local card = ctx:choose_card(rookies, { count = 1, text = "play without paying its memory cost" })[1]
      if card then ctx:play_card(card, { free = true }) end
    end,
  },
}
