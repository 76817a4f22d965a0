-- BT3-041 Cherubimon
-- [When Attacking] If you have 3 or fewer security cards, place 1 yellow Digimon card
-- from your trash on top of your security stack face down.
return card {
  when_attacking = {
    condition = function(ctx) return ctx:security_count() <= 3 end,
    run = function(ctx)
      -- Chosen from the trash, a public zone: the opponent sees which card it is (Q1078).
      local c = ctx:choose_card(ctx:cards("trash", { kind = "Digimon", color = "Yellow" }),
        { count = 1, text = "place on top of your security stack" })[1]
      if c then ctx:to_security(c) end
    end,
  },
}
