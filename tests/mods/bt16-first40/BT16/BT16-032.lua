-- BT16-032 Sheepmon
-- [Digivolve] [Armadillomon]: Cost 2
-- <Armor Purge> <Collision> (During this Digimon's attack, all of your opponent's
-- Digimon gain <Blocker>, and the opponent blocks if able.)
-- [All Turns] [Once Per Turn] When an attack target is switched, you may end the attack.

-- GAP: the [All Turns] effect is not scripted. Its trigger can be written (a when entry
-- with trigger = function(ctx, ev) return ev.kind == "retarget" end, once_per_turn,
-- optional), but the API has no way to end the attack in progress ("end the attack":
-- the attack goes straight to its end, 11-6; Q2628: it ends even an attack by a Digimon
-- unaffected by effects). An effect that asked and then did nothing would be a fake.
return card {
  keywords = { "Armor Purge", "Collision" },
}
