-- BT4-034 Regalecusmon
-- [When Attacking] Trash the bottom digivolution card of 1 of your opponent's Digimon.
-- When you do, trigger <Draw 1> (Draw 1 card from your deck) and gain 1 memory.
return card {
  when_attacking = function(ctx)
    -- Any of them: the text sets no condition on the Digimon chosen (15-11-1-3-1), so one
    -- without digivolution cards may be chosen, and then nothing is trashed.
    local mon = ctx:choose_one("opponent_digimon")
    -- "When you do": only once a card was trashed
    if mon and ctx:trash_digivolution_cards(mon, 1, "bottom") > 0 then
      ctx:run_keyword("Draw 1")
      ctx:gain_memory(1)
    end
  end,
}
