-- BT5-057 Rosemon
-- [Main] <Digi-Burst 3> (Trash 3 of this Digimon's digivolution cards to activate the
-- effect below.)・All of your Digimon with <Digi-Burst> gain <Security Attack +1> (This
-- Digimon checks 1 additional security card) for the turn.
return card {
  keywords = { "Digi-Burst 3" },
  main = {
    -- <Digi-Burst> is the effect's processing condition (16-13-2): without 3 digivolution
    -- cards the [Main] effect cannot be activated (15-6-3)
    condition = function(ctx) return ctx:can_run_keyword("Digi-Burst 3") end,
    run = function(ctx)
      if ctx:run_keyword("Digi-Burst 3") then
        -- "all of your Digimon with <Digi-Burst>": a global effect (15-11-2-2, 15-11-2-3),
        -- Rosemon itself included; a Digimon that has <Digi-Burst> later this turn gains it too
        ctx:give({ owner = "you", kind = "Digimon", keyword = "Digi-Burst" }, "Security A. +1", "turn")
      end
    end,
  },
}
