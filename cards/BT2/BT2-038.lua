-- BT2-038 RizeGreymon
-- [When Digivolving] You may play 1 yellow Tamer card from your hand without paying its
-- memory cost. Any [On Play] effects on the Tamer played with this effect don't activate.
-- Inherited: [Your Turn] While you have 3 or more yellow Tamers in play, this Digimon
-- gains <Security Attack +1>. (This Digimon checks 1 additional security card.)
return card {
  when_digivolving = function(ctx)
    local tamer = ctx:choose_card(ctx:cards("hand", { kind = "Tamer", color = "Yellow" }),
      { count = 1, optional = true, text = "play without paying its memory cost?" })[1]
    if tamer then ctx:play_card(tamer, { free = true, no_on_play = true }) end
  end,
  inherited = {
    static = { {
      turn = "your", keyword = "Security A. +1",
      condition = function(ctx)
        return ctx:count({ owner = "you", kind = "Tamer", color = "Yellow" }) >= 3
      end,
    } },
  },
}
