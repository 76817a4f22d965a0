-- BT7-078 AncientSphinxmon
-- [When Digivolving] You may delete 1 of your Digimon with [Ten Warriors] or [Hybrid] in its
-- traits to delete 1 of your opponent's Digimon whose level is less than or equal to the
-- deleted Digimon's level.
-- [On Deletion] You may play 1 purple level 4 or lower card with [Hybrid] in its traits from
-- your hand without paying its memory cost.

-- your Digimon with [Ten Warriors] or [Hybrid] in its traits (2-3-2-4): this one too (Q1642)
local function ten_warriors_or_hybrid(ctx)
  return ctx:all({ owner = "you", kind = "Digimon", trait_has = { "Ten Warriors", "Hybrid" } })
end

return card {
  when_digivolving = {
    optional = true,
    condition = function(ctx) return #ten_warriors_or_hybrid(ctx) > 0 end,
    run = function(ctx)
      local mine = ctx:choose_one(ten_warriors_or_hybrid(ctx), { text = "delete 1 of your Digimon" })
      if not mine then return end
      -- its level as it was deleted (last-known information)
      local level = mine:level()
      ctx:delete(mine)
      -- "by X, Y" (15-7): only once the deletion happened
      if ctx:on_field(mine) then return end
      ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", level_at_most = level }))
    end,
  },
  on_deletion = function(ctx)
    local playable = {}
    for _, c in ipairs(ctx:cards("hand", { color = "Purple", level_at_most = 4, trait_has = "Hybrid" })) do
      if ctx:can_play(c, { free = true }) then playable[#playable + 1] = c end
    end
    local card = ctx:choose_card(playable, { optional = true, text = "play without paying its memory cost" })[1]
    if card then ctx:play_card(card, { free = true }) end
  end,
}
