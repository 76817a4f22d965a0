-- BT4-002 Bukamon
-- Inherited: [When Attacking] Trash the bottom digivolution card of 1 of your opponent's
-- level 4 or lower Digimon.
return card {
  inherited = {
    when_attacking = function(ctx)
      local mon = ctx:choose_one({ owner = "opponent", kind = "Digimon", level_at_most = 4 })
      if mon then ctx:trash_digivolution_cards(mon, 1, "bottom") end
    end,
  },
}
