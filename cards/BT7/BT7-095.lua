-- BT7-095 Blue Hawaii Death
-- [Main] For the turn, 1 of your Digimon gets +3000 DP and can also attack your opponent's
-- unsuspended Digimon with no digivolution cards.
-- [Security] Add this card to its owner's hand.
return card {
  main = function(ctx)
    local mon = ctx:choose_one("your_digimon")
    if mon == nil then return end
    ctx:dp_plus(mon, 3000, "turn")
    ctx:can(mon, { "attack_unsuspended", attack_target = { has_digivolution_cards = false } }, "turn")
  end,
  security = function(ctx) ctx:add_to_hand() end,
}
