-- BT6-052 Entmon
-- [Your Turn][Once Per Turn] When this Digimon deletes an opponent's Digimon in battle and
-- survives, unsuspend it.
return card {
  when = { {
    label = "[Your Turn][Once Per Turn] When this Digimon deletes an opponent's Digimon in battle and survives",
    on = "deletes_in_battle_and_survives", subject = "self", turn = "your", once_per_turn = true,
    run = function(ctx) ctx:unsuspend("self") end,
  } },
}
