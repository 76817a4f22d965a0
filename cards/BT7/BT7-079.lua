-- BT7-079 Cherubimon
-- [When Digivolving] You may play 1 purple Tamer card from your trash without paying its
-- memory cost. Then, for each Tamer you have in play, delete 1 of your opponent's level 4 or
-- lower Digimon.
-- [On Deletion] For each Tamer you have in play, you may play 1 level 3 Digimon card from
-- your trash without paying its memory cost.
local function tamers(ctx) return ctx:count({ owner = "you", kind = "Tamer" }) end

return card {
  when_digivolving = function(ctx)
    local tamer = ctx:choose_card(ctx:cards("trash", { kind = "Tamer", color = "Purple" }),
      { count = 1, optional = true, text = "play without paying its memory cost" })[1]
    if tamer then ctx:play_card(tamer, { free = true }) end
    -- "Then": whether or not a Tamer was played (Q1643); the Tamers counted as it resolves
    local n = tamers(ctx)
    if n > 0 then
      ctx:delete(ctx:choose({ owner = "opponent", kind = "Digimon", level_at_most = 4 }, { count = n }))
    end
  end,
  on_deletion = function(ctx)
    local n = tamers(ctx)
    if n == 0 then return end
    local playable = {}
    for _, c in ipairs(ctx:cards("trash", { kind = "Digimon", level = 3 })) do
      if ctx:can_play(c, { free = true }) then playable[#playable + 1] = c end
    end
    -- "you may" for each: any number from none to one per Tamer
    for _, c in ipairs(ctx:choose_card(playable, { count = n, up_to = true, optional = true, text = "play without paying its memory cost" })) do
      ctx:play_card(c, { free = true })
    end
  end,
}
