-- ST7-08 WarGrowlmon
-- [When Attacking] Delete 1 of your opponent's Digimon with 3000 DP or less.
-- Inherited: [Your Turn][Once Per Turn] When an opponent's Digimon is deleted, this Digimon gains
-- <Security Attack +1> for the turn. (This Digimon checks 1 additional security card.)
return card {
  when_attacking = function(ctx)
    ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_most = ctx:deletion_max(3000) }))
  end,
  inherited = {
    when = { {
      on = "deleted", subject = "opponent_digimon", turn = "your", once_per_turn = true,
      run = function(ctx) ctx:give("self", "Security A. +1", "turn") end,
    } },
  },
}
