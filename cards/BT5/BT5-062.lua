-- BT5-062 Mekanorimon
-- <Blocker> (When an opponent's Digimon attacks, you may suspend this Digimon to force the
-- opponent to attack it instead.)
-- [Your Turn] This Digimon can't attack.
-- [Opponent's Turn] When this Digimon deletes an opponent's Digimon in battle and survives,
-- unsuspend it.
return card {
  keywords = { "Blocker" },
  static = { { turn = "your", cannot = "attack" } },
  when = { {
    on = "deletes_in_battle_and_survives", subject = "self", turn = "opponents",
    run = function(ctx) ctx:unsuspend("self") end,
  } },
}
