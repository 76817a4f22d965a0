-- BT8-018 Marsmon
-- [Your Turn] This Digimon can also attack your opponent's unsuspended Digimon.
return card {
  -- a permission: an effect that says it can't attack unsuspended Digimon still wins
  -- (15-1-3; Q3878, Q5797)
  static = { { turn = "your", can = "attack_unsuspended" } },
}
