-- BT6-064 Mamemon
-- ＜Decoy (Black)＞ (When one of your other black Digimon would be deleted by an opponent's
-- effect, you may delete this Digimon to prevent that deletion.)
-- [On Deletion] Delete 1 of your opponent's Digimon with a play cost of 7 or less.
return card {
  keywords = { "Decoy (Black)" },
  on_deletion = function(ctx)
    ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", cost_at_most = 7 }))
  end,
}
