-- BT5-110 All Delete
-- [Main] You may return 1 of your Digimon with [Omnimon] in its name to its owner's hand to
-- delete all Digimon and Tamers. Trash all of the digivolution cards of the Digimon you
-- returned with this effect.
-- [Security] Add this card to its owner's hand.
local omnimon = { owner = "you", kind = "Digimon", name_has = "Omnimon" }

return card {
  -- "You may return X to Y": an optional cost (15-7); Y only once X is in the hand.
  main = function(ctx)
    if ctx:count(omnimon) == 0 then return end
    if not ctx:may("return 1 of your Digimon with [Omnimon] in its name to its owner's hand to delete all Digimon and Tamers?") then return end
    local mon = ctx:choose_one(omnimon, { text = "return to its owner's hand" })
    -- its digivolution cards go to the trash as it leaves the field
    ctx:return_to_hand(mon)
    if mon == nil or ctx:on_field(mon) then return end
    -- both players' Digimon and Tamers, yours too (Q1384), at once
    local all = ctx:all({ kind = "Digimon" })
    for _, tamer in ipairs(ctx:all({ kind = "Tamer" })) do table.insert(all, tamer) end
    ctx:delete(all)
  end,
  security = function(ctx) ctx:move(ctx.card, "hand") end,
}
