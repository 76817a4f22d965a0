-- BT7-063 DarkKnightmon
-- [On Play] You may place 1 [SkullKnightmon] and 1 [DeadlyAxemon] from your hand and/or trash
-- in this Digimon's digivolution cards in any order.
-- [All Turns] When this Digimon would be deleted, you may play 1 [SkullKnightmon] and 1
-- [DeadlyAxemon] from this Digimon's digivolution cards suspended without paying their memory
-- costs.
local pair = { "SkullKnightmon", "DeadlyAxemon" }

-- 1 card of each name among cards, either alone when only it is there
local function one_of_each(ctx, cards, text)
  local chosen = {}
  for _, name in ipairs(pair) do
    local c = ctx:choose_card(ctx:cards(cards, { name = name }), { text = text })[1]
    if c then chosen[#chosen + 1] = c end
  end
  return chosen
end

local function any_of_pair(ctx, cards)
  return #ctx:cards(cards, { name = pair }) > 0
end

-- the digivolution cards that can be played now: none while "can't play Digimon by
-- effects" holds (15-1-3, Q1775)
local function playable(ctx)
  local cards = {}
  for _, c in ipairs(ctx:digivolution_cards(ctx.self)) do
    if ctx:can_play(c, { free = true, suspended = true }) then cards[#cards + 1] = c end
  end
  return cards
end

return card {
  on_play = {
    optional = true,
    condition = function(ctx)
      return any_of_pair(ctx, ctx:cards({ "hand", "trash" }))
    end,
    run = function(ctx)
      -- from the hand and the trash alike, mixed (Q1622)
      local chosen = one_of_each(ctx, ctx:cards({ "hand", "trash" }), "place under this Digimon")
      ctx:move(chosen, "under", { under = ctx.self, order = "any" })
    end,
  },
  would = { {
    on = "deleted", subject = "self", optional = true,
    condition = function(ctx) return any_of_pair(ctx, playable(ctx)) end,
    -- "you may" covers both: with both there, both are played or neither (Q1623). Its
    -- deletion is not replaced.
    run = function(ctx)
      for _, c in ipairs(one_of_each(ctx, playable(ctx), "play suspended")) do
        ctx:play_card(c, { free = true, suspended = true })
      end
    end,
  } },
}
