-- BT7-017 Chaosdramon
-- Your [Machinedramon] can digivolve into this card in your hand for a memory cost of 1,
-- ignoring this card's digivolution requirements.
-- [When Digivolving] You may place 1 red or black level 5 card with [Cyborg] in its traits
-- from your hand or trash on top of this card's digivolution cards to delete 1 of your
-- opponent's Digimon with 6000 DP or less for each level 5 card with [Cyborg] in its traits
-- in this Digimon's digivolution cards.

-- a red or black level 5 card with the [Cyborg] trait
local function red_or_black_cyborg(ctx, from)
  local out = {}
  for _, color in ipairs({ "Red", "Black" }) do
    for _, c in ipairs(ctx:cards(from, { level = 5, trait = "Cyborg", color = color })) do
      local seen = false
      for _, o in ipairs(out) do if o == c then seen = true end end
      if not seen then out[#out + 1] = c end
    end
  end
  return out
end

return card {
  -- A permission of the card in the hand to your [Machinedramon] in the battle area (3-4-5).
  static = { {
    area = "hand",
    target = { owner = "you", kind = "Digimon", name = "Machinedramon" },
    may_digivolve = { into = "self", from = "hand", cost = 1 },
  } },
  when_digivolving = function(ctx)
    local candidates = red_or_black_cyborg(ctx, { "hand", "trash" })
    -- "you may X to Y": Y only if X was done (15-9-2)
    local c = ctx:choose_card(candidates, { optional = true, text = "place on top of the digivolution cards" })[1]
    if not c or ctx:move(c, "under", { under = ctx.self, position = "top" }) == 0 then return end
    local n = #ctx:cards(ctx:digivolution_cards(ctx.self), { level = 5, trait = "Cyborg" })
    if n > 0 then
      ctx:delete(ctx:choose({ owner = "opponent", kind = "Digimon", dp_at_most = ctx:deletion_max(6000) }, { count = n }))
    end
  end,
}
