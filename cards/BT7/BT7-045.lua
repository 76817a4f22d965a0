-- BT7-045 Tortomon
-- Inherited: [When Attacking] You may reveal 1 green Digimon card from your hand and place it
-- on top of your deck to have this Digimon get +3000 DP for the turn.
return card {
  inherited = {
    when_attacking = {
      -- "by X, Y": only with a green Digimon card in the hand can the cost be paid (15-7)
      condition = function(ctx) return ctx:count_cards("hand", { kind = "Digimon", color = "Green" }) > 0 end,
      run = function(ctx)
        local c = ctx:choose_card(ctx:cards("hand", { kind = "Digimon", color = "Green" }), { optional = true })[1]
        if c and ctx:move(c, "deck_top") > 0 then
          ctx:dp_plus("self", 3000, "turn")
        end
      end,
    },
  },
}
