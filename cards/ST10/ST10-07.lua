-- ST10-07 Ghostmon
-- [Opponent's Turn] While you have a yellow Digimon in play, this Digimon gains <Blocker>.
-- (When an opponent's Digimon attacks, you may suspend this Digimon to force the opponent
-- to attack it instead.)
return card {
  static = { {
    turn = "opponents",
    keyword = "Blocker",
    -- read when the block is declared (as ST9-07 KoKabuterimon, Q711)
    condition = function(ctx) return ctx:count({ owner = "you", kind = "Digimon", color = "Yellow" }) > 0 end,
  } },
}
