-- BT1-095 Brave Shield
-- [Main] Unsuspend 1 of your Digimon. Until the end of your opponent's next turn, that
-- Digimon gains <Blocker>. (When an opponent's Digimon attacks, you may suspend this
-- Digimon to force the opponent to attack it instead.)
-- [Security] Unsuspend 1 of your Digimon. That Digimon gains <Blocker> (...) for the turn.
return card {
  main = function(ctx)
    local mon = ctx:choose_one("your_digimon")
    ctx:unsuspend(mon)
    ctx:give(mon, "Blocker", "opponents_next_turn")
  end,
  security = function(ctx)
    local mon = ctx:choose_one("your_digimon")
    ctx:unsuspend(mon)
    ctx:give(mon, "Blocker", "turn")
  end,
}
