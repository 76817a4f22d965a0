-- BT2-066 Machinedramon
-- <Blocker> (When an opponent's Digimon attacks, you may suspend this Digimon to force the
-- opponent to attack it instead.)
-- [On Play] Trigger <De-Digivolve 2> on 2 of your opponent's Digimon. (Trash up to 2 cards
-- from the top of one of your opponent's Digimon. If it has no digivolution cards, or becomes a
-- level 3 Digimon, you can't trash any more cards.)
return card {
  keywords = { "Blocker" },
  on_play = function(ctx)
    -- 2 of them, as many as there are if fewer (15-10-2); each <De-Digivolve 2> is done on
    -- its own (16-11-7).
    for _, mon in ipairs(ctx:choose("opponent_digimon", { count = 2, text = "<De-Digivolve 2>" })) do
      ctx:run_keyword("De-Digivolve 2", mon)
    end
  end,
}
