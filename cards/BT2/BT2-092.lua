-- BT2-092 Radiation Blade
-- [Main] Up to 2 of your Digimon gain <Security Attack +1> (This Digimon checks 1 additional
-- security card) for the turn.
return card {
  main = function(ctx)
    ctx:give(ctx:choose("your_digimon", { count = 2, up_to = true }), "Security A. +1", "turn")
  end,
}
