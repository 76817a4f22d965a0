-- BT16-032 Sheepmon
-- [Digivolve] [Armadillomon]: Cost 2
-- <Armor Purge> <Collision> (During this Digimon's attack, all of your opponent's
-- Digimon gain <Blocker>, and the opponent blocks if able.)
-- [All Turns] [Once Per Turn] When an attack target is switched, you may end the attack.

return card {
  keywords = { "Armor Purge", "Collision" },
  when = { {
    label = "[All Turns] When an attack target is switched",
    on = "attack_target_switched", once_per_turn = true, optional = true,
    run = function(ctx) ctx:end_attack() end,
  } },
}
