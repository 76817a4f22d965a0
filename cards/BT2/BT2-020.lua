-- BT2-020 Gallantmon
-- [When Digivolving] If you have a red Tamer in play, delete 1 of your opponent's Digimon
-- with 6000 DP or less.
-- [When Attacking] Trash 1 of your opponent's security cards for every 10 cards in their
-- trash.
return card {
  when_digivolving = {
    condition = function(ctx)
      return ctx:count({ owner = "you", kind = "Tamer", color = "Red" }) > 0
    end,
    run = function(ctx)
      ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_most = ctx:deletion_max(6000) }))
    end,
  },
  -- Trashed, not checked: their [Security] effects do not activate (Q999).
  when_attacking = function(ctx)
    local n = math.floor(ctx:count_cards("trash", { owner = "opponent" }) / 10)
    if n > 0 then ctx:trash_security(n, "opponent") end
  end,
}
