-- BT6-083 Eosmon
-- [On Play] You may play 1 white Tamer card with a play cost of 4 or less from your hand
-- without paying its memory cost. Then, your opponent may play 1 Tamer card from their hand
-- without paying its memory cost.
-- Inherited: [When Attacking] You may play 1 white Tamer card with a play cost of 4 or less
-- from your hand without paying its memory cost.
local white_tamer = { kind = "Tamer", color = "White", cost_at_most = 4 }

local function play_white_tamer(ctx, optional)
  local card = ctx:choose_card(ctx:cards("hand", white_tamer),
    { optional = optional, text = "play without paying its memory cost" })[1]
  if card then ctx:play_card(card, { free = true }) end
end

return card {
  on_play = function(ctx)
    play_white_tamer(ctx, true)
    -- the opponent may play one whether or not you did (Q1469)
    local theirs = ctx:choose_card(ctx:cards("hand", { owner = "opponent", kind = "Tamer" }),
      { optional = true, chooser = "opponent", text = "play without paying its memory cost" })[1]
    if theirs then ctx:play_card(theirs, { free = true }) end
  end,
  inherited = {
    when_attacking = {
      optional = true,
      condition = function(ctx) return ctx:count_cards("hand", white_tamer) > 0 end,
      run = function(ctx) play_white_tamer(ctx, false) end,
    },
  },
}
