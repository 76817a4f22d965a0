-- BT8-025 Hookmon
-- Inherited: [When Attacking] Trash the bottom digivolution card of 1 of your opponent's
-- Digimon.

return card {
  inherited = {
    when_attacking = function(ctx)
      local mon = ctx:choose_one("opponent_digimon", { text = "trash its bottom digivolution card" })
      if mon then ctx:trash_digivolution_cards(mon, 1, "bottom") end
    end,
  },
}
