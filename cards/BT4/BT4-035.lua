-- BT4-035 MirageGaogamon
-- [When Digivolving] Gain 1 memory for every 4 cards in your opponent's hand.
-- [Your Turn] This Digimon is unblockable.
return card {
  when_digivolving = function(ctx)
    -- 3 or fewer cards make no 4 (Q1202)
    local n = math.floor(ctx:count_cards("hand", { owner = "opponent" }) / 4)
    if n > 0 then ctx:gain_memory(n) end
  end,
  -- Unblockable: no <Blocker> can change the target of its attack (Q1203); attacking a
  -- suspended Digimon is no block (Q1204).
  static = { { turn = "your", cannot = "be_blocked" } },
}
