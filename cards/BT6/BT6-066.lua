-- BT6-066 PileVolcamon
-- ＜Reboot＞ (Unsuspend this Digimon during your opponent's unsuspend phase.)
-- [Opponent's Turn][Once Per Turn] When one of your other Digimon is deleted, trigger
-- ＜De-Digivolve 1＞ on 1 of your opponent's Digimon. (Trash 1 card from the top of one of
-- your opponent's Digimon. If it has no digivolution cards, or becomes a level 3 Digimon,
-- you can't trash any more cards.)
return card {
  keywords = { "Reboot" },
  when = { {
    on = "deleted", subject = { owner = "you", kind = "Digimon", not_self = true },
    turn = "opponents", once_per_turn = true,
    run = function(ctx) ctx:run_keyword("De-Digivolve 1", ctx:choose_one("opponent_digimon")) end,
  } },
}
