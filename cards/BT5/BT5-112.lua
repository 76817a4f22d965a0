-- BT5-112 Omnimon Zwart Defeat
-- [Security] Play this card without battling and without paying its memory cost.
-- [When Digivolving] Delete 1 of your opponent's Tamers.
-- [On Deletion] Delete 1 of your opponent's Digimon.
return card {
  -- played from the security check, it is no Security Digimon: there is no battle (13-1-7)
  security = function(ctx) ctx:play_self { free = true } end,
  -- a Digimon that digivolved from a Tamer is a Digimon, not a Tamer (Q1397)
  when_digivolving = function(ctx)
    ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Tamer" }))
  end,
  on_deletion = function(ctx)
    ctx:delete(ctx:choose_one("opponent_digimon"))
  end,
}
