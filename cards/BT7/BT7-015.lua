-- BT7-015 AvengeKidmon
-- When playing this card from your hand, reduce its memory cost by 1 for each Option card in
-- you and your opponent's trashes.
-- [On Play] Return all cards with [Three Musketeers] in their traits and all Option cards
-- from both players' trashes to the bottom of their owners' decks. If 7 or more cards were
-- returned using this effect, delete 1 of your opponent's Digimon with [Three Musketeers] in
-- its traits or 8000 DP or less.

-- the Option cards of both trashes together (Q1517)
local function options_in_trashes(ctx)
  return ctx:count_cards("trash", { owner = "any", kind = "Option" })
end

-- a card of both trashes that is an Option card or has the [Three Musketeers] trait
local function to_return(ctx)
  local out = {}
  for _, c in ipairs(ctx:cards("trash", { owner = "any" })) do
    if c:kind() == "Option" or #ctx:cards({ c }, { trait = "Three Musketeers" }) > 0 then
      out[#out + 1] = c
    end
  end
  return out
end

return card {
  -- An immediate effect on the cost about to be paid (15-8-5); a cost below 0 is paid as 0
  -- (1-3-9).
  would = { {
    label = "When playing this card from your hand",
    on = "played", subject = "this_card", area = "hand", from = "hand",
    condition = function(ctx) return options_in_trashes(ctx) > 0 end,
    reduces = function(ctx) return options_in_trashes(ctx) end,
    run = function(ctx) ctx:change_cost(-options_in_trashes(ctx)) end,
  } },
  on_play = function(ctx)
    -- the effect's player orders both players' cards under their decks (Q1518)
    local returned = ctx:move(to_return(ctx), "deck_bottom", { order = "any" })
    if returned >= 7 then
      local musketeers = ctx:all({ owner = "opponent", kind = "Digimon", trait = "Three Musketeers" })
      local weak = ctx:all({ owner = "opponent", kind = "Digimon", dp_at_most = ctx:deletion_max(8000) })
      for _, o in ipairs(weak) do
        local seen = false
        for _, m in ipairs(musketeers) do if m:is(o) then seen = true end end
        if not seen then musketeers[#musketeers + 1] = o end
      end
      ctx:delete(ctx:choose_one(musketeers))
    end
  end,
}
