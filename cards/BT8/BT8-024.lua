-- BT8-024 Angemon
-- [Your Turn] When this Digimon would digivolve, if you have 3 or fewer security cards,
-- <Recovery +1 (Deck)>. (Place the top card of your deck on top of your security stack.)
-- Inherited: [When Attacking] If you have 3 or more security cards, return 1 of your
-- opponent's level 3 Digimon to its owner's hand.

return card {
  would = { {
    label = "[Your Turn]",
    -- after the digivolution is declared, before its cost is paid (Q1714)
    on = "digivolve", subject = "self", turn = "your",
    condition = function(ctx) return ctx:security_count() <= 3 end,
    run = function(ctx) ctx:recovery(1) end,
  } },
  inherited = {
    when_attacking = {
      condition = function(ctx) return ctx:security_count() >= 3 end,
      run = function(ctx)
        local mon = ctx:choose_one({ owner = "opponent", kind = "Digimon", level = 3 }, { text = "return to its owner's hand" })
        if mon then ctx:return_to_hand(mon) end
      end,
    },
  },
}
