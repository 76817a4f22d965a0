-- BT5-097 Absolute Blast
-- [Main] Trash the bottom digivolution card of 1 of your opponent's Digimon. Then, return 1
-- of your opponent's Digimon with no digivolution cards to the bottom of its owner's deck.
-- [Security] Activate this card's [Main] effect.
return card {
  main = function(ctx)
    local mon = ctx:choose_one("opponent_digimon")
    if mon then ctx:trash_digivolution_cards(mon, 1, "bottom") end
    -- "Then": the Digimon just stripped of its last card may be the one returned
    local bare = ctx:choose_one({ owner = "opponent", kind = "Digimon", has_digivolution_cards = false })
    if bare then ctx:move(bare, "deck_bottom") end
  end,
  security = function(ctx) ctx:activate_main() end,
}
