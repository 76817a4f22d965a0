-- BT8-028 CaptainHookmon
-- [All Turns] When your opponent plays a level 5 or higher Digimon, gain 1 memory and
-- <Draw 1>. (Draw 1 card from your deck.)

return card {
  when = { {
    label = "[All Turns] When your opponent plays a level 5 or higher Digimon",
    -- a play only: not a digivolution (Q1717), not a move out of the breeding area (Q1718)
    on = "played", subject = { owner = "opponent", kind = "Digimon", level_at_least = 5 },
    run = function(ctx)
      ctx:gain_memory(1)
      ctx:draw(1)
    end,
  } },
}
