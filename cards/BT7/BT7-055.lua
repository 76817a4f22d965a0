-- BT7-055 Ebonwumon
-- [When Digivolving] Suspend 1 of your opponent's Digimon. Then, gain 1 memory for each of
-- your opponent's suspended Digimon.
-- [Opponent's Turn] All of your opponent's Digimon gain "[Your Turn] You must trash 1 card
-- in your hand to unsuspend this Digimon."
return card {
  when_digivolving = function(ctx)
    ctx:suspend(ctx:choose_one("opponent_digimon", { text = "suspend" }))
    ctx:gain_memory(ctx:count({ owner = "opponent", kind = "Digimon", suspended = true }))
  end,
  static = { {
    -- the gained text works in their turn, which is this card's [Opponent's Turn]: however
    -- a Digimon would unsuspend, its player trashes 1 card for it or it stays suspended
    -- (Q1596-Q1598); Tamers unsuspend as usual (Q1599)
    turn = "opponents",
    target = { owner = "opponent", kind = "Digimon" },
    unsuspend_cost = { trash_from_hand = 1 },
  } },
}
