-- BT2-080 Piedmon
-- <Retaliation> (When this Digimon is deleted after losing a battle, delete the Digimon it
-- was battling.)
-- [On Play] You may play up to 2 level 4 or lower purple Digimon cards from your trash
-- without paying their memory costs. Any [On Play] effects on Digimon played with this
-- effect don't activate.
local purple_level_4_or_lower = { kind = "Digimon", color = "Purple", level_at_most = 4 }

return card {
  keywords = { "Retaliation" },
  on_play = function(ctx)
    -- "you may ... up to 2": 0, 1 or 2 of them (15-9-2, 1-3-6)
    local chosen = ctx:choose_card(ctx:cards("trash", purple_level_4_or_lower), {
      count = 2, up_to = true, optional = true,
      text = "play up to 2 level 4 or lower purple Digimon cards from your trash",
    })
    for _, c in ipairs(chosen) do ctx:play_card(c, { free = true, no_on_play = true }) end
  end,
}
