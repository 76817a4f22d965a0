-- BT6-041 Manticoremon
-- [When Attacking] You may trash the top card of your security stack to have 1 of your
-- opponent's Digimon get -5000 DP for the turn.
return card {
  when_attacking = {
    -- Without a security card the cost cannot be paid: no activation (Q1427). 15-7-4 of
    -- v3.6, which has this card as its example, lets the player choose to trash all the
    -- same, with nothing following; the board is the same either way (no card moves, no
    -- -5000), so the engine follows Q1427, as for every optional cost that cannot be paid
    -- (BT4-037 Q1205; tests/scenarios/ch16/COVERAGE-g3.md): no activation, no pointless
    -- question.
    condition = function(ctx) return ctx:security_count() > 0 end,
    run = function(ctx)
      -- "by X, Y" (15-7-1, 15-7-2): the DP change only once the card was trashed; the card
      -- may be trashed though the opponent has no Digimon (15-7-5)
      if ctx:may("trash the top card of your security stack?") and ctx:trash_security(1) > 0 then
        ctx:dp_plus(ctx:choose_one("opponent_digimon"), -5000, "turn")
      end
    end,
  },
}
