-- BT8-029 Frozomon
-- <Blocker> (When an opponent's Digimon attacks, you may suspend this Digimon to force the
-- opponent to attack it instead.)
-- [Your Turn] While your opponent has a Digimon with a digivolution card in play, this
-- Digimon can't attack.
-- Inherited: [All Turns][Once Per Turn] When a digivolution card of an opponent's Digimon is
-- trashed, return 1 of your opponent's level 3 Digimon to its owner's hand.

return card {
  keywords = { "Blocker" },
  static = { {
    turn = "your",
    cannot = "attack",
    -- "in play": the battle area; a Digimon in the breeding area is not counted (Q1719)
    condition = function(ctx)
      return ctx:count({ owner = "opponent", kind = "Digimon", has_digivolution_cards = true }) > 0
    end,
  } },
  inherited = {
    when = { {
      label = "inherited [All Turns] When a digivolution card of an opponent's Digimon is trashed",
      -- a card trashed from under a Digimon by any effect, also the opponent's own
      -- <Digi-Burst> (Q1720); not the cards that follow a Digimon leaving the field (4-5-8)
      on = "card_moved", from = "digivolution", to = "trash", owner = "opponent",
      once_per_turn = true,
      run = function(ctx)
        local mon = ctx:choose_one({ owner = "opponent", kind = "Digimon", level = 3 }, { text = "return to its owner's hand" })
        if mon then ctx:return_to_hand(mon) end
      end,
    } },
  },
}
