-- BT3-087 Mummymon
-- [When Attacking] You may pay 3 memory to play 1 [MaloMyotismon] from your trash without
-- paying its memory cost. Then, delete this Digimon.
local function playable_malomyotismon(ctx)
  local out = {}
  for _, c in ipairs(ctx:cards("trash", { name = "MaloMyotismon" })) do
    if ctx:can_play(c, { free = true }) then out[#out + 1] = c end
  end
  return out
end

return card {
  when_attacking = {
    -- "You may": it need not be activated (Q1106). Once this Digimon is deleted its other
    -- [When Attacking] effects no longer activate (Q1108); a MaloMyotismon played sees the
    -- deletion (Q1109).
    -- The 3 memory may be paid though no MaloMyotismon can be played (15-7-5): then
    -- nothing is played and this Digimon is still deleted; declined, nothing is (15-7-2).
    optional = true,
    run = function(ctx)
      ctx:lose_memory(3)
      local malo = ctx:choose_card(playable_malomyotismon(ctx), { text = "play 1 [MaloMyotismon] without paying its memory cost" })[1]
      if malo then ctx:play_card(malo, { free = true }) end
      ctx:delete("self")
    end,
  },
}
