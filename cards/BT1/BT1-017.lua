-- BT1-017 Birdramon
-- [On Play] 1 of your Digimon gains <Security Attack +1> (This Digimon checks 1 additional security card) for the turn.
return card {
  on_play = function(ctx)
    ctx:give(ctx:choose_one("your_digimon"), "Security A. +1", "turn")
  end,
}
