-- BT6-065 Gundramon
-- ＜Blocker＞ (When an opponent's Digimon attacks, you may suspend this Digimon to force the
-- opponent to attack it instead.)
-- [When Digivolving] Reveal the top 5 cards of your deck. You may use 1 Option card with a
-- memory cost of 7 among them without paying its memory cost. Trash the remaining cards. If
-- you don't use an Option card with this effect, delete 1 of your opponent's Digimon with a
-- play cost of 4 or less.
local function usable_sevens(ctx, revealed)
  local out = {}
  for _, c in ipairs(ctx:cards(revealed, { kind = "Option", cost_at_least = 7, cost_at_most = 7 })) do
    -- its color requirement still applies (9-1-1)
    if ctx:can_use(c, { free = true }) then out[#out + 1] = c end
  end
  return out
end

return card {
  keywords = { "Blocker" },
  when_digivolving = function(ctx)
    -- fewer than 5 cards: as many as there are, then the rest as usual (Q1459)
    local revealed = ctx:reveal(5)
    -- "you may": declining is allowed, and then the deletion follows (Q1458)
    local option = ctx:choose_card(usable_sevens(ctx, revealed), {
      count = 1, optional = true, text = "use 1 Option card with a memory cost of 7 without paying its memory cost",
    })[1]
    local used = option ~= nil and ctx:use_card(option, { free = true })
    ctx:trash_cards(ctx:cards("revealed"))
    if not used then
      ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", cost_at_most = 4 }))
    end
  end,
}
