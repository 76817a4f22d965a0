-- BT7-111 Lucemon: Chaos Mode
-- Your [Lucemon] can digivolve into this card in your hand for a memory cost of 7, ignoring
-- this card's digivolution requirements. For every 10 cards in your trash, reduce the
-- memory cost when playing this card from your hand by 3.
-- [On Play][When Digivolving] Delete 1 of your opponent's Tamers or level 6 or lower
-- Digimon.
return card {
  static = {
    -- a way to digivolve wherever the rules look for one: the main phase and an effect
    -- digivolving by the card's requirements (Q1679); never from the trash (Q4999)
    { area = "hand", target = { owner = "you", kind = "Digimon", name = "Lucemon" },
      may_digivolve = { into = "self", from = "hand", cost = 7 } },
    { play_cost = function(ctx) return -3 * math.floor(#ctx:cards("trash") / 10) end },
  },
  -- one effect with both timings (Q1678)
  effects = { {
    timing = { "on_play", "when_digivolving" },
    run = function(ctx)
      local targets = ctx:all({ owner = "opponent", kind = "Tamer" })
      for _, mon in ipairs(ctx:all({ owner = "opponent", kind = "Digimon", level_at_most = 6 })) do
        targets[#targets + 1] = mon
      end
      ctx:delete(ctx:choose_one(targets))
    end,
  } },
}
