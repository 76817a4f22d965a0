-- BT4-098 Atomic Inferno
-- [Main] 1 of your Digimon with [Hybrid] in its form gets +3000 DP, <Security Attack +1>
-- (This Digimon checks 1 additional security card), and "[Your Turn] When this Digimon is
-- blocked, gain +3 memory" for the turn.
-- [Security] All of your Digimon gain <Security Attack +1> (This Digimon checks 1 additional
-- security card) until the end of your next turn.
return card {
  main = function(ctx)
    local mon = ctx:choose_one({ owner = "you", kind = "Digimon", trait = "Hybrid" })
    if not mon then return end
    ctx:dp_plus(mon, 3000, "turn")
    ctx:give(mon, "Security A. +1", "turn")
    -- blocked by a <Blocker> only, not attacking a Digimon (Q1254)
    ctx:give_effect(mon, {
      when = { {
        on = "blocked", subject = "self", turn = "your",
        run = function(c) c:gain_memory(3) end,
      } },
    }, "turn")
  end,
  -- a filter is global: Digimon that come to the battle area later gain it too (15-11-2-2, Q1255)
  security = function(ctx) ctx:give("your_digimon", "Security A. +1", "your_next_turn") end,
}
