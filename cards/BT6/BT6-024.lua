-- BT6-024 Mojyamon
-- [Your Turn] While your opponent has no Digimon with digivolution cards in play, this
-- Digimon gains ＜Jamming＞. (This Digimon can't be deleted in battles against Security
-- Digimon.)
-- Inherited: [When Attacking] Trash 1 digivolution card from the bottom of 1 of your
-- opponent's Digimon.
return card {
  static = { {
    turn = "your", keyword = "Jamming",
    -- also met when the opponent has no Digimon at all (Q1417)
    condition = function(ctx)
      return ctx:count({ owner = "opponent", kind = "Digimon", has_digivolution_cards = true }) == 0
    end,
  } },
  inherited = {
    when_attacking = function(ctx)
      local mon = ctx:choose_one("opponent_digimon", { text = "trash its bottom digivolution card" })
      if mon then ctx:trash_digivolution_cards(mon, 1, "bottom") end
    end,
  },
}
