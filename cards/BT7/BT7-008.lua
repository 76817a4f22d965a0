-- BT7-008 Flamemon
-- [On Play] Reveal the top 4 cards of your deck. Add 1 card with [Hybrid] in its traits,
-- [Susanoomon], or [Takuya Kanbara] among them to your hand. Place the remaining cards at the
-- bottom of your deck in any order.
-- Inherited: [On Deletion] You may play 1 [Takuya Kanbara] from your hand without paying its
-- memory cost.

-- the revealed cards any one of the three descriptions fits, in their revealed order
local function hybrid_susanoomon_or_takuya(ctx, revealed)
  local out = {}
  for _, c in ipairs(revealed) do
    if #ctx:cards({ c }, { trait = "Hybrid" }) > 0
      or #ctx:cards({ c }, { name = { "Susanoomon", "Takuya Kanbara" } }) > 0 then
      out[#out + 1] = c
    end
  end
  return out
end

return card {
  on_play = function(ctx)
    local revealed = ctx:reveal(4)
    ctx:move(ctx:choose_card(hybrid_susanoomon_or_takuya(ctx, revealed), { count = 1 }), "hand")
    ctx:to_deck_bottom(ctx:cards("revealed"))
  end,
  inherited = {
    on_deletion = function(ctx)
      local playable = {}
      for _, c in ipairs(ctx:cards("hand", { name = "Takuya Kanbara" })) do
        if ctx:can_play(c, { free = true }) then playable[#playable + 1] = c end
      end
      local c = ctx:choose_card(playable, { optional = true })[1]
      if c then ctx:play_card(c, { free = true }) end
    end,
  },
}
