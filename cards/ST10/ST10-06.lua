-- ST10-06 Mastemon
-- <DNA Digivolution: 0 from yellow Lv.5 + purple Lv.5> Digivolve unsuspended with the 2
-- specified Digimon stacked on top of each other.
-- [When Digivolving] Place 1 yellow or purple Digimon card from your trash on top of your
-- security stack face down. When DNA digivolving, search your security stack, and you may
-- play 1 level 5 or lower Digimon card among it without paying its cost. Then, shuffle
-- your security stack.
-- [All Turns] When you play another Digimon using an effect, delete 1 of your opponent's
-- Digimon whose level is less than or equal to the played Digimon's level.
--
-- The DNA line is card data (dna:); the engine offers it and digivolves unsuspended (8-2).
local function yellow_or_purple(ctx, from)
  local cards = ctx:cards(from, { kind = "Digimon", color = "Yellow" })
  for _, c in ipairs(ctx:cards(from, { kind = "Digimon", color = "Purple", except = { color = "Yellow" } })) do
    cards[#cards + 1] = c
  end
  return cards
end

return card {
  when_digivolving = function(ctx)
    local placed = ctx:choose_card(yellow_or_purple(ctx, "trash"), { count = 1, text = "place on top of your security stack" })[1]
    if placed then ctx:to_security(placed) end
    -- the search and play only when DNA digivolving; the shuffle either way (Q734)
    if ctx:dna_digivolving() then
      local playable = {}
      for _, c in ipairs(ctx:cards(ctx:security_cards(), { kind = "Digimon", level_at_most = 5 })) do
        if ctx:can_play(c, { free = true }) then playable[#playable + 1] = c end
      end
      local c = ctx:choose_card(playable, { count = 1, optional = true, text = "play without paying its cost" })[1]
      if c then ctx:play_card(c, { free = true }) end
    end
    ctx:shuffle_security()
  end,
  when = { {
    label = "[All Turns] When you play another Digimon using an effect",
    -- a move from the breeding area is no play (Q736)
    on = "played", subject = { owner = "you", kind = "Digimon", not_self = true },
    trigger = function(ctx, ev) return ev.cause == "effect" end,
    run = function(ctx)
      -- the played Digimon's level as it was played, whatever it became since (Q737)
      local played = ctx.event.cards[1]
      local level = played and played:level()
      if not level then return end
      ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", level_at_most = level }))
    end,
  } },
}
