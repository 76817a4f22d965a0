-- BT4-017 RizeGreymon
-- [Your Turn] This Digimon is also treated as yellow.
-- [Main] ＜Digi-Burst 2＞ (Trash 2 of this Digimon's digivolution cards to activate the effect
-- below.)・You may play a red or yellow Tamer card with a play cost of 4 or less from your hand
-- without paying its memory cost.
-- Inherited: [When Attacking] If you have a Tamer in play, 1 of your opponent's Digimon gets
-- -2000 DP for the turn.
return card {
  -- it has <Digi-Burst> too: "a Digimon with <Digi-Burst>" counts it
  keywords = { "Digi-Burst 2" },
  static = { { turn = "your", also_color = "Yellow" } },
  main = {
    -- <Digi-Burst> is the effect's processing condition (16-13-2)
    condition = function(ctx) return ctx:can_run_keyword("Digi-Burst 2") end,
    run = function(ctx)
      if not ctx:run_keyword("Digi-Burst 2") then return end
      -- a red one or a yellow one (Q1175); a red and yellow card is offered once
      local tamers = ctx:cards("hand", { kind = "Tamer", color = "Red", cost_at_most = 4 })
      for _, c in ipairs(ctx:cards("hand", { kind = "Tamer", color = "Yellow", cost_at_most = 4, except = { color = "Red" } })) do
        tamers[#tamers + 1] = c
      end
      local tamer = ctx:choose_card(tamers, { optional = true })[1]
      if tamer then ctx:play_card(tamer, { free = true }) end
    end,
  },
  inherited = {
    when_attacking = {
      condition = function(ctx) return ctx:count({ owner = "you", kind = "Tamer" }) > 0 end,
      run = function(ctx)
        local mon = ctx:choose_one("opponent_digimon")
        if mon then ctx:dp_plus(mon, -2000, "turn") end
      end,
    },
  },
}
