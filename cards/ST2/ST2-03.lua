-- ST2-03 Gabumon
-- Inherited: [When Attacking] Trash the digivolution card at the bottom of 1 of your
-- opponent's Digimon with a level of 5 or less.
return card {
  inherited = {
    when_attacking = function(ctx)
      local mon = ctx:choose_one({ owner = "opponent", kind = "Digimon", level_at_most = 5 })
      if mon then ctx:trash_digivolution_cards(mon, 1, "bottom") end
    end,
  },
}
