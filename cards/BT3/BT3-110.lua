-- BT3-110 Necrophobia
-- [Main] Play 1 level 5 purple Digimon card from your trash without paying its memory cost.
-- Any [On Play] effects on Digimon played with this effect don't activate.
-- [Security] Activate this card's [Main] effect.
return card {
  main = function(ctx)
    local picked = ctx:choose_card(ctx:cards("trash", { kind = "Digimon", color = "Purple", level = 5 }),
      { text = "play 1 level 5 purple Digimon card from your trash" })
    if picked[1] then ctx:play_card(picked[1], { free = true, no_on_play = true }) end
  end,
  security = function(ctx) ctx:activate_main() end,
}
