-- BT4-060 Lotosmon
-- [All Turns] When you or your opponent play a level 4 or lower Digimon, suspend it.
return card {
  -- Played only: digivolving (Q1217) and moving out of the breeding area (Q1218) are no
  -- plays.
  when = { {
    on = "played", subject = { kind = "Digimon", level_at_most = 4 },
    run = function(ctx) ctx:suspend(ctx.event.object) end,
  } },
}
