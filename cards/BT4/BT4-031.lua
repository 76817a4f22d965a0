-- BT4-031 MarineChimairamon
-- [On Play] You may return 1 of your other Digimon to its owner's hand to return 1 of your
-- opponent's Digimon with no digivolution cards to its owner's hand. Trash all of the
-- digivolution cards of your Digimon.
return card {
  on_play = function(ctx)
    -- "by X, Y" (15-8-3): Y only when X was done. A Digimon that leaves the battle area
    -- for the hand but ends elsewhere (a token, Q1199) still paid the cost.
    local mine = ctx:choose_one({ owner = "you", kind = "Digimon", not_self = true },
      { optional = true, text = "return to its owner's hand?" })
    if mine then
      ctx:return_to_hand(mine)
      if not ctx:on_field(mine) then
        ctx:return_to_hand(ctx:choose_one({ owner = "opponent", kind = "Digimon", has_digivolution_cards = false }))
      end
    end
    -- The last sentence is not part of the cost: it happens either way.
    for _, mon in ipairs(ctx:all({ owner = "you", kind = "Digimon" })) do
      ctx:trash_digivolution_cards(mon, mon:digivolution_count())
    end
  end,
}
