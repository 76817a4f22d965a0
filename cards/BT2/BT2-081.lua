-- BT2-081 MetalGarurumon
-- [When Attacking] You may play 1 purple level 3 Digimon card from your trash without paying
-- its memory cost. Any [On Play] effects on Digimon played with this effect don't activate.
local purple_level_3 = { kind = "Digimon", color = "Purple", level = 3 }

return card {
  when_attacking = function(ctx)
    local c = ctx:choose_card(ctx:cards("trash", purple_level_3), {
      optional = true, text = "play 1 purple level 3 Digimon card from your trash",
    })[1]
    if c then ctx:play_card(c, { free = true, no_on_play = true }) end
  end,
}
