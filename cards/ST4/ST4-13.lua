-- ST4-13 HerculesKabuterimon
-- <Piercing> (When this Digimon attacks and deletes an opponent's Digimon and survives the
-- battle, it performs any security checks it normally would.)
-- [Main] <Digi-Burst 2> (Trash 2 of this Digimon's Digivolution cards to activate the effect
-- below.) ・Suspend 1 of your opponent's Digimon.
return card {
  -- it has <Digi-Burst> too: "a Digimon with <Digi-Burst>" counts it (BT4-004 Budmon)
  keywords = { "Piercing", "Digi-Burst 2" },
  main = {
    -- <Digi-Burst> is the effect's condition (16-13-2): the [Main] can be declared only
    -- while it can be done (15-8-4-3-1).
    condition = function(ctx) return ctx:can_run_keyword("Digi-Burst 2") end,
    run = function(ctx)
      if ctx:run_keyword("Digi-Burst 2") then
        ctx:suspend(ctx:choose_one("opponent_digimon"))
      end
    end,
  },
}
