-- BT2-023 Gomamon
-- When playing this card from your hand, reduce its memory cost by 1 for each of your
-- opponent's Digimon with no digivolution cards.
local bare = { owner = "opponent", kind = "Digimon", has_digivolution_cards = false }

return card {
  -- An immediate effect on the cost about to be paid (15-8-5); a cost below 0 is paid as
  -- 0 and gains no memory (1-3-9, Q1002).
  would = { {
    label = "When playing this card from your hand",
    on = "played", subject = "this_card", area = "hand", from = "hand",
    condition = function(ctx) return ctx:count(bare) > 0 end,
    reduces = function(ctx) return ctx:count(bare) end,
    run = function(ctx) ctx:change_cost(-ctx:count(bare)) end,
  } },
}
