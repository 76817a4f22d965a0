-- BT3-039 Angewomon
-- [When Digivolving] 1 of your opponent's Digimon gains <Security Attack -2> (This Digimon
-- checks 2 fewer security cards) until the end of your opponent's next turn.
-- Inherited: [When Attacking] If you have 3 or fewer security cards, you may play 1
-- yellow level 3 Digimon card from your hand without paying its memory cost.
return card {
  when_digivolving = function(ctx)
    ctx:give(ctx:choose_one("opponent_digimon"), "Security A. -2", "opponents_next_turn")
  end,
  inherited = {
    when_attacking = {
      condition = function(ctx) return ctx:security_count() <= 3 end,
      run = function(ctx)
        local c = ctx:choose_card(ctx:cards("hand", { kind = "Digimon", color = "Yellow", level = 3 }),
          { count = 1, optional = true, text = "play without paying its memory cost?" })[1]
        if c then ctx:play_card(c, { free = true }) end
      end,
    },
  },
}
