-- BT5-099 Spiral Masquerade
-- [Main] For each Digimon you have in play, activate the effect below.
-- ・1 of your opponent's Digimon gets -3000 DP for the turn.
-- [Security] Activate this card's [Main] effect.
--
-- Each activation chooses again: the same Digimon may get it every time (Q1374).
return card {
  main = function(ctx)
    local times = ctx:count({ owner = "you", kind = "Digimon" })
    for _ = 1, times do
      local mon = ctx:choose_one("opponent_digimon")
      if mon then ctx:dp_plus(mon, -3000, "turn") end
    end
  end,
  security = function(ctx) ctx:activate_main() end,
}
