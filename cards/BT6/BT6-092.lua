-- BT6-092 Menoa Bellucci
-- [Start of Your Turn] If you have 2 memory or less, set your memory to 3.
-- [Your Turn] When you play an [Eosmon], you may suspend this Tamer to reveal the top 3 cards
-- of your deck. Add 1 Tamer card or 1 Digimon card with [Eosmon] in its name among them to
-- your hand. Place the remaining cards at the bottom of your deck in any order.
-- [Opponent's Turn] While you have an [Eosmon] in play, your opponent's Tamers don't
-- unsuspend during their unsuspend phase.
-- [Security] Play this card without paying its memory cost.
local function eosmon_in_play(ctx)
  return ctx:count({ owner = "you", kind = "Digimon", name = "Eosmon" }) > 0
end

return card {
  start_of_your_turn = {
    condition = function(ctx) return ctx:memory() <= 2 end,
    run = function(ctx) ctx:set_memory(3) end,
  },
  when = { {
    label = "[Your Turn] When you play an [Eosmon]",
    on = "played", turn = "your",
    subject = { owner = "you", kind = "Digimon", name = "Eosmon" },
    optional = true,
    condition = function(ctx) return ctx:can_suspend(ctx.self) end,
    run = function(ctx)
      ctx:suspend("self")
      local revealed = ctx:reveal(3)
      local tamers = ctx:cards(revealed, { kind = "Tamer" })
      local eosmons = ctx:cards(revealed, { kind = "Digimon", name_has = "Eosmon" })
      local candidates = {}
      for _, c in ipairs(tamers) do candidates[#candidates + 1] = c end
      for _, c in ipairs(eosmons) do candidates[#candidates + 1] = c end
      ctx:add_to_hand(ctx:choose_card(candidates, { count = 1, text = "add to your hand" }))
      ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
    end,
  } },
  static = { {
    -- only the unsuspend phase: an effect may still unsuspend them in that turn
    turn = "opponents", target = { owner = "opponent", kind = "Tamer" }, cannot = "unsuspend",
    condition = function(ctx) return ctx:phase() == "unsuspend" and eosmon_in_play(ctx) end,
  } },
  security = function(ctx) ctx:play_self { free = true } end,
}
