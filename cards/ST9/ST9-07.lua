-- ST9-07 KoKabuterimon
-- [Opponent's Turn] While you have a blue Digimon in play, this Digimon gains <Blocker>.
-- (When an opponent's Digimon attacks, you may suspend this Digimon to force the opponent
-- to attack it instead.)
return card {
  static = { {
    turn = "opponents",
    keyword = "Blocker",
    -- read when the block is declared: a blue Digimon gone by then takes <Blocker> away
    -- (Q711)
    condition = function(ctx) return ctx:count({ owner = "you", kind = "Digimon", color = "Blue" }) > 0 end,
  } },
}
