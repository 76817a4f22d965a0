-- BT1-101 Howling Crusher
-- [Main] Trash all digivolution cards under all of your opponent's Digimon.
-- [Security] Activate this card's [Main] effect.
return card {
  main = function(ctx)
    for _, mon in ipairs(ctx:all("opponent_digimon")) do
      ctx:trash_digivolution_cards(mon, mon:digivolution_count())
    end
  end,
  security = function(ctx) ctx:activate_main() end,
}
