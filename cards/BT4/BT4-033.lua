-- BT4-033 ZeedGarurumon
-- [When Digivolving] <Digi-Burst 2> (Trash 2 of this Digimon's digivolution cards to
-- activate the effect below.)・Return 1 of your opponent's level 5 or lower Digimon to
-- its owner's hand. Trash all of the digivolution cards of that Digimon.
return card {
  keywords = { "Digi-Burst 2" },
  when_digivolving = {
    -- <Digi-Burst> is the effect's processing condition (16-13-2)
    condition = function(ctx) return ctx:can_run_keyword("Digi-Burst 2") end,
    run = function(ctx)
      if ctx:run_keyword("Digi-Burst 2") then
        -- returning to the hand trashes its digivolution cards (rule 4-2-3)
        ctx:return_to_hand(ctx:choose_one({ owner = "opponent", kind = "Digimon", level_at_most = 5 }))
      end
    end,
  },
}
