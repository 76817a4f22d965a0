-- BT2-017 WarGrowlmon
-- [When Digivolving] If you have a red Tamer in play, delete 1 of your opponent's Digimon
-- with 3000 DP or less.
-- Inherited: [Your Turn] While there are 5 or more cards in your opponent's trash, this
-- Digimon gets +1000 DP.
return card {
  when_digivolving = {
    condition = function(ctx) return ctx:count({ owner = "you", kind = "Tamer", color = "Red" }) > 0 end,
    run = function(ctx)
      ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_most = ctx:deletion_max(3000) }))
    end,
  },
  inherited = {
    static = { {
      turn = "your",
      dp = 1000,
      condition = function(ctx) return ctx:count_cards("trash", { owner = "opponent" }) >= 5 end,
    } },
  },
}
