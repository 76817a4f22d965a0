-- BT6-079 Murmukusmon
-- ＜Retaliation＞ (When this Digimon is deleted after losing a battle, delete the Digimon it
-- was battling.)
-- [On Deletion] If you have 10 or more cards in your trash, you may play 1 [Ornismon] from
-- your trash without paying its memory cost.
local function ornismon(ctx) return ctx:cards("trash", { name = "Ornismon" }) end

return card {
  keywords = { "Retaliation" },
  on_deletion = {
    optional = true,
    -- counted once this card is in the trash: it counts itself (Q1468)
    condition = function(ctx) return ctx:count_cards("trash") >= 10 and #ornismon(ctx) > 0 end,
    run = function(ctx)
      local c = ctx:choose_card(ornismon(ctx), { count = 1, text = "play without paying its memory cost" })[1]
      if c then ctx:play_card(c, { free = true }) end
    end,
  },
}
