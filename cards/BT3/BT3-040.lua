-- BT3-040 Shakkoumon
-- [Your Turn] This Digimon is also treated as blue.
-- [Opponent's Turn] All of your opponent's Digimon with no digivolution cards gain
-- <Security Attack -1>. (This Digimon checks 1 fewer security card.)
return card {
  static = {
    -- Blue for digivolving too (Q1075); as a digivolution card it is yellow only (Q1772).
    { turn = "your", also_color = "Blue" },
    -- Read continuously: a Digimon that gains a digivolution card loses it (Q1077).
    {
      turn = "opponents",
      target = { owner = "opponent", kind = "Digimon", has_digivolution_cards = false },
      keyword = "Security A. -1",
    },
  },
}
