-- ST5-15 Laser Eye
-- [Main] Trigger ＜De-Digivolve 1＞ on up to 2 of your opponent's Digimon. (Trash a card from
-- the top of one of your opponent's Digimon. If it has no digivolution cards, or becomes a
-- level 3 Digimon, you can't trash any more cards.)
-- [Security] Activate this card's [Main] effect.
return card {
  main = function(ctx)
    -- each <De-Digivolve 1> is done on its own (16-11-7)
    for _, mon in ipairs(ctx:choose("opponent_digimon", { count = 2, up_to = true })) do
      ctx:run_keyword("De-Digivolve 1", mon)
    end
  end,
  security = function(ctx) ctx:activate_main() end,
}
