-- BT16-010 Helloogarmon
-- [Digivolve] Lv.4 w/[SoC] trait: Cost 3
-- <Retaliation>
-- [End of Opponent's Turn] By deleting this Digimon, delete 1 of your opponent's Digimon with the lowest DP.
-- [On Deletion] You may play 1 [Loogamon] or [Eiji Nagasumi] from your trash without paying the cost.
return card {
  keywords = { "Retaliation" },
  -- "By deleting this Digimon": an optional cost (15-7); only once it is deleted does the rest happen
  end_of_opponents_turn = function(ctx)
    local me = ctx.self
    if not ctx:may("delete this Digimon to delete 1 of your opponent's Digimon with the lowest DP?") then return end
    ctx:delete(me)
    if not ctx:on_field(me) then
      ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", lowest = "dp" }))
    end
  end,
  on_deletion = function(ctx)
    local playable = {}
    for _, c in ipairs(ctx:cards("trash")) do
      if (c:name() == "Loogamon" or c:name() == "Eiji Nagasumi") and ctx:can_play(c, { free = true }) then
        playable[#playable + 1] = c
      end
    end
    local c = ctx:choose_card(playable, { count = 1, optional = true, text = "play 1 [Loogamon] or [Eiji Nagasumi]?" })[1]
    if c then ctx:play_card(c, { free = true }) end
  end,
}
