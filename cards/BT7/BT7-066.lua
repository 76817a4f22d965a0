-- BT7-066 AncientVolcanomon
-- [When Digivolving] ＜De-Digivolve 3＞ 1 of your opponent's Digimon. (Trash up to 3 cards from
-- the top of one of your opponent's Digimon. If it has no digivolution cards, or becomes a
-- level 3 Digimon, you can't trash any more cards.)
-- [On Deletion] You may play 1 black level 4 or lower card with [Hybrid] in its traits from
-- your hand without paying its memory cost.

-- [Hybrid] is a form, one of the traits (2-3-2-1)
local hybrid = { color = "Black", level_at_most = 4, trait = "Hybrid" }

return card {
  when_digivolving = function(ctx)
    ctx:de_digivolve(ctx:choose_one("opponent_digimon"), 3)
  end,
  on_deletion = {
    optional = true,
    condition = function(ctx) return #ctx:cards("hand", hybrid) > 0 end,
    run = function(ctx)
      local c = ctx:choose_card(ctx:cards("hand", hybrid), { text = "play without paying its memory cost" })[1]
      if c then ctx:play_card(c, { free = true }) end
    end,
  },
}
