-- BT4-062 Nidhoggmon
-- [When Digivolving] ＜Digi-Burst 4＞ (Trash 4 of this Digimon's digivolution cards to activate
-- the effect below.)・Suspend all of your opponent's Digimon with 5000 DP or less. Then, place
-- all of your opponent's suspended Digimon at the bottom of their owners' decks in any order.
-- Trash all of the digivolution cards of those Digimon.
return card {
  keywords = { "Digi-Burst 4" },
  when_digivolving = {
    -- <Digi-Burst> is the effect's processing condition (16-13-2, 15-6-3)
    condition = function(ctx) return ctx:can_run_keyword("Digi-Burst 4") end,
    run = function(ctx)
      if not ctx:run_keyword("Digi-Burst 4") then return end
      ctx:suspend(ctx:all({ owner = "opponent", kind = "Digimon", dp_at_most = 5000 }))
      -- an object leaving the field: its top card to the deck, the cards under it to the trash (4-5-8)
      ctx:move(ctx:all({ owner = "opponent", kind = "Digimon", suspended = true }), "deck_bottom", { order = "any" })
    end,
  },
}
