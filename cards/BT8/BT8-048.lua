-- BT8-048 Shurimon
-- ＜Armor Purge＞ (When this Digimon would be deleted, you may trash the top card of this
-- Digimon to prevent that deletion.)
-- [When Digivolving] 1 of your opponent's Digimon with ＜Blocker＞ can't attack or block until
-- the end of your opponent's next turn.
return card {
  keywords = { "Armor Purge" },
  when_digivolving = function(ctx)
    -- <Blocker> only decides the target: the ban stays if it loses <Blocker> (Q1733)
    local blocker = ctx:choose_one({ owner = "opponent", kind = "Digimon", keyword = "Blocker" })
    ctx:cannot(blocker, { "attack", "block" }, "opponents_next_turn")
  end,
}
