-- BT8-039 Rapidmon
-- ＜Armor Purge＞ (When this Digimon would be deleted, you may trash the top card of this
-- Digimon to prevent that deletion.)
-- [When Digivolving] Suspend 1 of your opponent's Digimon for each Tamer you have in play.
-- Then, up to 3 of your opponent's suspended Digimon get -5000 DP for the turn.
return card {
  keywords = { "Armor Purge" },
  when_digivolving = function(ctx)
    local tamers = ctx:count({ owner = "you", kind = "Tamer" })
    if tamers > 0 then
      ctx:suspend(ctx:choose("opponent_digimon", { count = tamers }))
    end
    -- Up to 3 however many Tamers there are (Q1727).
    local weakened = ctx:choose({ owner = "opponent", kind = "Digimon", suspended = true }, { count = 3, up_to = true })
    for _, digimon in ipairs(weakened) do ctx:dp_plus(digimon, -5000, "turn") end
  end,
}
