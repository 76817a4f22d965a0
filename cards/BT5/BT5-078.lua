-- BT5-078 Jokermon
-- [On Deletion] You may play 1 level 3 purple Digimon card from your trash without paying
-- its memory cost. Any [On Play] effects on Digimon played with this effect don't activate.
return card {
  on_deletion = function(ctx)
    local digimon = ctx:choose_card(ctx:cards("trash", { kind = "Digimon", level = 3, color = "Purple" }),
      { count = 1, optional = true, text = "play without paying its memory cost?" })[1]
    if digimon then ctx:play_card(digimon, { free = true, no_on_play = true }) end
  end,
}
