-- BT7-040 Rasenmon
-- When digivolving into this card from your hand, the memory cost of the digivolution is
-- equal to the number of cards in your security stack. If you have 0 security cards, the
-- memory cost is 1.
-- [Main][Once Per Turn] ＜Digi-Burst up to 4＞ (Trash up to 4 of this Digimon's digivolution
-- cards to activate the effect below.) ・1 of your opponent's Digimon gets -3000 DP for the
-- turn for each card trashed by this card's effect.
return card {
  keywords = { "Digi-Burst up to 4" },
  -- the cost the digivolution pays, which cost reductions then lower (Q1568)
  static = { { digivolve_cost = function(ctx) return math.max(ctx:security_count(), 1) end } },
  main = {
    once_per_turn = true,
    -- 1 digivolution card is enough to pay "up to 4" (Q1569)
    condition = function(ctx) return ctx:can_run_keyword("Digi-Burst up to 4") end,
    run = function(ctx)
      local trashed = ctx:run_keyword("Digi-Burst up to 4")
      if trashed then
        -- one Digimon gets all of it (Q1570)
        ctx:dp_plus(ctx:choose_one("opponent_digimon"), -3000 * trashed, "turn")
      end
    end,
  },
}
