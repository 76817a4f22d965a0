-- BT3-030 Leopardmon
-- [When Digivolving] You may play 1 level 4 or lower digivolution card of 1 of your
-- Digimon cards as another Digimon without paying its memory cost.
-- [Your Turn] All of your level 4 or lower Digimon gain <Jamming>. (This Digimon can't be
-- deleted in battles against Security Digimon.)

-- The level 4 or lower Digimon cards under your Digimon, this one's own included
-- (Q1065), each with the Digimon it is under.
local function playable_sources(ctx)
  local cards, under = {}, {}
  for _, mon in ipairs(ctx:all({ owner = "you", kind = "Digimon" })) do
    for _, c in ipairs(ctx:cards(ctx:digivolution_cards(mon), { kind = "Digimon", level_at_most = 4 })) do
      cards[#cards + 1] = c
      under[#cards] = mon
    end
  end
  return cards, under
end

return card {
  when_digivolving = function(ctx)
    local cards, under = playable_sources(ctx)
    local pick = ctx:choose_card(cards,
      { count = 1, optional = true, text = "play without paying its memory cost?" })[1]
    if not pick then return end
    for i, c in ipairs(cards) do
      if c == pick then
        ctx:play_from_under(under[i], pick)
        return
      end
    end
  end,
  static = { {
    turn = "your", target = { owner = "you", kind = "Digimon", level_at_most = 4 },
    keyword = "Jamming",
  } },
}
