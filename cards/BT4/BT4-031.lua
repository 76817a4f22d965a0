-- BT4-031 MarineChimairamon
-- [On Play] You may return 1 of your other Digimon to its owner's hand to return 1 of your
-- opponent's Digimon with no digivolution cards to its owner's hand. Trash all of the
-- digivolution cards of your Digimon.
--
-- The last sentence speaks of the Digimon of yours that is returned: its digivolution
-- cards go to the trash, as they do for any Digimon returned to the hand (4-5-8). It
-- touches no other Digimon, and nothing when the cost is declined.
return card {
  on_play = function(ctx)
    -- "by X, Y" (15-8-3): Y only when X was done. A Digimon that leaves the battle area
    -- for the hand but ends elsewhere (a Digi-Egg, Q1198; a token, Q1199) still paid.
    local mine = ctx:choose_one({ owner = "you", kind = "Digimon", not_self = true },
      { optional = true, text = "return to its owner's hand?" })
    if not mine then return end
    ctx:return_to_hand(mine)
    if not ctx:on_field(mine) then
      ctx:return_to_hand(ctx:choose_one({ owner = "opponent", kind = "Digimon", has_digivolution_cards = false }))
    end
  end,
}
