-- BT4-049 Varodurumon
-- [Main] <Digi-Burst 3> (Trash 3 of this Digimon's digivolution cards to activate the
-- effect below.)・All of your opponent's Digimon get -4000 DP for the turn.
return card {
  keywords = { "Digi-Burst 3" },
  main = {
    -- <Digi-Burst> is the effect's processing condition (16-13-2)
    condition = function(ctx) return ctx:can_run_keyword("Digi-Burst 3") end,
    run = function(ctx)
      if ctx:run_keyword("Digi-Burst 3") then
        ctx:dp_plus(ctx:all("opponent_digimon"), -4000, "turn")
      end
    end,
  },
}
