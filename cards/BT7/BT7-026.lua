-- BT7-026 WereGarurumon
-- [On Play] If you have a Tamer in play, gain 2 memory. If you don't have a Tamer in play, you
-- may play 1 blue Tamer card from your hand without paying its memory cost.
-- Inherited: [Your Turn][Once Per Turn] When this Digimon becomes unsuspended during your main
-- phase, gain 1 memory.
return card {
  on_play = function(ctx)
    -- one look at the field: a Tamer played by the second sentence does not bring the
    -- first one back (Q1545)
    if ctx:count({ owner = "you", kind = "Tamer" }) > 0 then
      ctx:gain_memory(2)
      return
    end
    local playable = {}
    for _, c in ipairs(ctx:cards("hand", { kind = "Tamer", color = "Blue" })) do
      if ctx:can_play(c, { free = true }) then playable[#playable + 1] = c end
    end
    local c = ctx:choose_card(playable, { count = 1, optional = true, text = "play without paying its memory cost?" })[1]
    if c then ctx:play_card(c, { free = true }) end
  end,
  inherited = {
    when = { {
      label = "[Your Turn][Once Per Turn] When this Digimon becomes unsuspended during your main phase",
      on = "unsuspended", subject = "self", turn = "your", once_per_turn = true,
      -- the unsuspend phase is not the main phase (6-2, 6-5)
      condition = function(ctx) return ctx:phase() == "main" end,
      run = function(ctx) ctx:gain_memory(1) end,
    } },
  },
}
