-- BT1-113 Forbidden Temptation
-- [Main] Until the end of your opponent's next turn, 1 of your opponent's Digimon can't
-- attack or block.
-- [Security] Your opponent's Digimon don't unsuspend during their next unsuspend phase.
return card {
  main = function(ctx)
    ctx:cannot(ctx:choose_one("opponent_digimon"), { "attack", "block" }, "opponents_next_turn")
  end,
  security = function(ctx) ctx:no_unsuspend_next_phase("opponent") end,
}
