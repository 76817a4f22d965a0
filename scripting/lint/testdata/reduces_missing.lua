-- CARD BT2-023
-- A would entry that lowers the cost must say reduces = N (1-3-11-3); raising it need not.
local bare = { owner = "opponent", kind = "Digimon", has_digivolution_cards = false }

return card {
  would = { {
    on = "played", subject = "this_card", area = "hand",
    condition = function(ctx) return ctx:count(bare) > 0 end,
    run = function(ctx)
      ctx:change_cost(1)
      ctx:change_cost(-ctx:count(bare)) --! error: reduces = N
    end,
  } },
}
