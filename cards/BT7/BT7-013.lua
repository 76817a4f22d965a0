-- BT7-013 MetalGreymon
-- [On Play] If you have a Tamer in play, gain 2 memory. If you don't have a Tamer in play, you
-- may play 1 red Tamer card from your hand without paying its memory cost.
-- Inherited: [Your Turn][Once Per Turn] When one of your opponent's Digimon is deleted, gain 1
-- memory.
return card {
  on_play = function(ctx)
    -- one look at the field: a Tamer played by the second sentence does not bring the
    -- first one back (Q1514)
    if ctx:count({ owner = "you", kind = "Tamer" }) > 0 then
      ctx:gain_memory(2)
      return
    end
    local playable = {}
    for _, c in ipairs(ctx:cards("hand", { kind = "Tamer", color = "Red" })) do
      if ctx:can_play(c, { free = true }) then playable[#playable + 1] = c end
    end
    local c = ctx:choose_card(playable, { optional = true })[1]
    if c then ctx:play_card(c, { free = true }) end
  end,
  inherited = {
    when = { {
      -- several deleted at once meet it once: 1 memory (15-5-2, Q1515)
      on = "deleted", subject = "opponent_digimon", turn = "your", once_per_turn = true,
      run = function(ctx) ctx:gain_memory(1) end,
    } },
  },
}
