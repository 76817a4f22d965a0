-- BT3-100 Death Parade Blaster
-- [Main] Trash up to 2 digivolution cards from the bottom of all of your opponent's Digimon.
-- Then, if you have a green Digimon in play, suspend 1 of your opponent's Digimon with no
-- digivolution cards.
-- [Security] Activate this card's [Main] effect.
--
-- "Up to 2": 1 or 2 from each Digimon, as p1 declares for each (15-10-2-2, 1-3-6). The
-- green Digimon is looked for when the effect gets there, not later in the turn (Q1134).
return card {
  main = function(ctx)
    for _, mon in ipairs(ctx:all({ owner = "opponent", kind = "Digimon" })) do
      ctx:trash_digivolution_cards(mon, 2, "bottom", { up_to = true })
    end
    if ctx:count({ owner = "you", kind = "Digimon", color = "Green" }) > 0 then
      ctx:suspend(ctx:choose_one({ owner = "opponent", kind = "Digimon", has_digivolution_cards = false }))
    end
  end,
  security = function(ctx) ctx:activate_main() end,
}
