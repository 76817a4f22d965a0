-- BT6-017 MagnaKidmon
-- <Security Attack +1> (This Digimon checks 1 additional security card.)
-- [When Digivolving] You may use 1 Option card with a memory cost of 7 in your hand without
-- paying its memory cost. If you don't, delete 1 of your opponent's Digimon with 4000 DP or
-- less.
local cost_7_option = { kind = "Option", cost_at_least = 7, cost_at_most = 7 }

return card {
  keywords = { "Security A. +1" },
  when_digivolving = function(ctx)
    -- only Options that can be used now: their color requirement still applies (9-1-1)
    local usable = {}
    for _, c in ipairs(ctx:cards("hand", cost_7_option)) do
      if ctx:can_use(c, { free = true }) then usable[#usable + 1] = c end
    end
    local option = ctx:choose_card(usable, { count = 1, optional = true, text = "use without paying its memory cost?" })[1]
    if option and ctx:use_card(option, { free = true }) then return end
    ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_most = ctx:deletion_max(4000) }))
  end,
}
