-- BT16-036 Chaosmon
-- [DNA Digivolution] Yellow Lv.6 + black Lv.6: Cost 0 Digivolve unsuspended with the 2
-- specified Digimon stacked on top of each other.
-- <Barrier> <Blocker> <Partition (yellow Lv.6 & black Lv.6)> (When this Digimon with each
-- of the specified digivolution cards would leave the battle area other than by your
-- effects or a battle, you may play 1 each of the specified cards without paying the
-- costs.)
-- [When Digivolving] <De-Digivolve 3> 1 of your opponent's Digimon. Then, 1 of their
-- Digimon gets -8000 DP for the turn.
-- [End of Opponent's Turn] Trash the top card of both players' security stacks.
-- (Rule) Trait: Has [Boss] and [D-Brigade].
return card {
  keywords = { "Barrier", "Blocker", "Partition (yellow Lv.6 & black Lv.6)" },
  when_digivolving = function(ctx)
    ctx:run_keyword("De-Digivolve 3", ctx:choose_one("opponent_digimon", { text = "<De-Digivolve 3>" }))
    ctx:dp_plus(ctx:choose_one("opponent_digimon", { text = "gets -8000 DP for the turn" }), -8000, "turn")
  end,
  end_of_opponents_turn = function(ctx)
    ctx:trash_security(1, "you")
    ctx:trash_security(1, "opponent")
  end,
}
