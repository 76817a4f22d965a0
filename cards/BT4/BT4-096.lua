-- BT4-096 Izzy Izumi
-- [Start of Your Turn] If you have 2 memory or less, set your memory to 3.
-- [On Play] Reveal the top 3 cards of your deck. If all of the revealed cards are black, gain
-- 1 memory. Place the cards on top of your deck in any order.
-- [Security] Play this card without paying its memory cost.
return card {
  start_of_your_turn = {
    condition = function(ctx) return ctx:memory() <= 2 end,
    run = function(ctx) ctx:set_memory(3) end,
  },
  on_play = function(ctx)
    local revealed = ctx:reveal(3)
    -- a multicolor card with black is black (2-4-3)
    if #revealed > 0 and #ctx:cards(revealed, { color = "Black" }) == #revealed then
      ctx:gain_memory(1)
    end
    ctx:move(ctx:cards("revealed"), "deck_top", { order = "any" })
  end,
  security = function(ctx) ctx:play_self { free = true } end,
}
