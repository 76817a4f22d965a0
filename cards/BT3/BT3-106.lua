-- BT3-106 Beast Cyclone
-- [Main] All of your Digimon with <Blocker> or <Reboot> gain <Security Attack +1> (This
-- Digimon checks 1 additional security card) for the turn.
-- [Security] Add this card to your hand.
--
-- "All of your Digimon with ...": a filter, held for the turn (15-11-2): a Digimon that
-- loses the keyword loses the bonus (Q1144). One bonus for a Digimon with both (Q1143):
-- those with <Reboot> are reached only when they lack <Blocker>.
return card {
  main = function(ctx)
    ctx:give({ owner = "you", kind = "Digimon", keyword = "Blocker" }, "Security A. +1", "turn")
    ctx:give({ owner = "you", kind = "Digimon", keyword = "Reboot", except = { keyword = "Blocker" } },
      "Security A. +1", "turn")
  end,
  security = function(ctx) ctx:add_to_hand() end,
}
