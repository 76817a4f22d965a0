-- BT16-012 Silphymon
-- [DNA Digivolution] Red Lv.4 + yellow Lv.4: Cost 0 Digivolve unsuspended with the 2 specified Digimon
-- stacked on top of each other.
-- <Partition (red Lv.4 & yellow Lv.4)>
-- [When Digivolving] If DNA digivolving, 1 of your opponent's Digimon gets -7000 DP until the end of their turn.
-- [When Digivolving] [When Attacking] Delete 1 of your opponent's Digimon with 4000 DP or less.
-- Inherited: <Partition (red Lv.4 & yellow Lv.4)> (When this Digimon with each of the specified
-- digivolution cards would leave the battle area other than by your effects or a battle, you may play
-- 1 each of the specified cards without paying the costs.)
return card {
  keywords = { "Partition (red Lv.4 & yellow Lv.4)" },
  when_digivolving = {
    label = "[When Digivolving] If DNA digivolving",
    condition = function(ctx) return ctx:dna_digivolving() end,
    run = function(ctx)
      ctx:dp_plus(ctx:choose_one("opponent_digimon"), -7000, "opponents_turn")
    end,
  },
  effects = { {
    timing = { "when_digivolving", "when_attacking" },
    run = function(ctx)
      ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_most = ctx:deletion_max(4000) }))
    end,
  } },
  inherited = {
    keywords = { "Partition (red Lv.4 & yellow Lv.4)" },
  },
}
