-- BT6-018 Agumon - Bond of Bravery
-- [When Attacking] If you have a Tamer in play, delete 1 of your opponent's Digimon with
-- 13000 DP or less.
-- [Your Turn][Once Per Turn] When an opponent's Digimon is deleted, trash the top card of
-- their security stack.
return card {
  when_attacking = {
    condition = function(ctx) return ctx:count({ owner = "you", kind = "Tamer" }) > 0 end,
    run = function(ctx)
      ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_most = ctx:deletion_max(13000) }))
    end,
  },
  when = { {
    label = "[Your Turn] When an opponent's Digimon is deleted",
    -- also a deletion by its own [When Attacking] (Q1411)
    on = "deleted", subject = "opponent_digimon", turn = "your", once_per_turn = true,
    run = function(ctx) ctx:trash_security(1, "opponent") end,
  } },
}
