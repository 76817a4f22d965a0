-- BT7-074 Antylamon
-- [When Digivolving] You may play 1 purple Tamer card with a play cost of 3 or less from your
-- trash without paying its memory cost.
return card {
  when_digivolving = function(ctx)
    local tamer = ctx:choose_card(ctx:cards("trash", { kind = "Tamer", color = "Purple", cost_at_most = 3 }),
      { count = 1, optional = true, text = "play without paying its memory cost?" })[1]
    if tamer then ctx:play_card(tamer, { free = true }) end
  end,
}
