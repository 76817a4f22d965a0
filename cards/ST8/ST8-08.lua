-- ST8-08 AeroVeedramon
-- <Jamming> (This Digimon can't be deleted in battles against Security Digimon.)
-- Inherited: [Your Turn] While you have 8 or more cards in your hand, this Digimon gains
-- <Security Attack +1>. (This Digimon checks 1 additional security card.)
return card {
  keywords = { "Jamming" },
  inherited = {
    static = { {
      turn = "your",
      keyword = "Security A. +1",
      -- Read at every moment (15-6): the 8th card drawn during an attack adds a check to
      -- that attack (Q702).
      condition = function(ctx) return ctx:count_cards("hand") >= 8 end,
    } },
  },
}
