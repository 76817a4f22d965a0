-- BT5-098 Meteor Shower
-- [Main] You may play 1 yellow Digimon card with [Starmon] in its name from your hand
-- without paying its memory cost.
-- [Security] Activate this card's [Main] effect.
return card {
  main = function(ctx)
    local c = ctx:choose_card(ctx:cards("hand", { kind = "Digimon", color = "Yellow", name_has = "Starmon" }),
      { optional = true })[1]
    if c then ctx:play_card(c, { free = true }) end
  end,
  security = function(ctx) ctx:activate_main() end,
}
