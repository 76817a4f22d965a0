-- BT4-113 AncientGreymon
-- [Your Turn] For each Digimon card in this Digimon's digivolution cards with [Greymon] in its
-- name (other than [DoruGreymon], [BurningGreymon], or [DexDoruGreymon]) or [Hybrid] in its
-- form, this Digimon gains <Security Attack +1>. (This Digimon checks 1 additional security
-- card.)
-- [On Deletion] You may play 1 red level 4 or lower Digimon card with [Hybrid] in its form
-- from your hand without paying its memory cost.
local excluded = { "DoruGreymon", "BurningGreymon", "DexDoruGreymon" }

local function is_excluded(card)
  for _, name in ipairs(excluded) do
    if card:has_name(name) then return true end
  end
  return false
end

return card {
  static = { {
    turn = "your",
    keyword = "Security A.",
    checks = function(ctx, self)
      local n = 0
      for _, card in ipairs(ctx:digivolution_cards(self)) do
        if card:kind() == "Digimon" and (#ctx:cards({ card }, { trait = "Hybrid" }) > 0
          or (#ctx:cards({ card }, { name_has = "Greymon" }) > 0 and not is_excluded(card))) then
          n = n + 1
        end
      end
      return n
    end,
  } },
  on_deletion = function(ctx)
    local mon = ctx:choose_card(ctx:cards("hand", {
      kind = "Digimon", color = "Red", level_at_most = 4, trait = "Hybrid",
    }), { count = 1, optional = true, text = "play without paying its memory cost?" })[1]
    if mon then ctx:play_card(mon, { free = true }) end
  end,
}
