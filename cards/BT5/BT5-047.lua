-- BT5-047 Palmon
-- [On Deletion] Place 1 [Palmon] from your trash under 1 of your green Digimon at the
-- bottom of its digivolution cards.
return card {
  on_deletion = function(ctx)
    -- the deleted Palmon is in the trash by now and may be the one placed (Q1333)
    local palmon = ctx:choose_card(ctx:cards("trash", { name = "Palmon" }), { text = "place under" })
    if #palmon == 0 then return end
    local green = ctx:choose_one({ owner = "you", kind = "Digimon", color = "Green" })
    if green then ctx:move_under(palmon, green) end
  end,
}
