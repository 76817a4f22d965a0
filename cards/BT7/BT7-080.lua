-- BT7-080 Neemon
-- [On Play] You may play 1 Tamer card with an inherited effect from your hand without paying
-- its memory cost.
-- [All Turns][Once Per Turn] When one of your Digimon with a Tamer card in its digivolution
-- cards is deleted, you may play 1 Tamer card from your trash without paying its memory cost.
return card {
  on_play = function(ctx)
    local tamer = ctx:choose_card(ctx:cards("hand", { kind = "Tamer", has_inherited = true }),
      { count = 1, optional = true, text = "play without paying its memory cost" })[1]
    if tamer then ctx:play_card(tamer, { free = true }) end
  end,
  when = { {
    label = "[All Turns][Once Per Turn] When one of your Digimon with a Tamer card in its digivolution cards is deleted",
    -- the Digimon as it was deleted; the Tamer card that was under it is in the trash by
    -- the time this resolves and may be the one played (Q1644)
    on = "deleted", subject = { owner = "you", kind = "Digimon", digivolution_card = { kind = "Tamer" } },
    -- all "you may": declined, it does not activate and its [Once Per Turn] is not spent
    -- (15-9-2-2, 15-14-1-1)
    once_per_turn = true, optional = true,
    condition = function(ctx) return #ctx:cards("trash", { kind = "Tamer" }) > 0 end,
    run = function(ctx)
      local tamer = ctx:choose_card(ctx:cards("trash", { kind = "Tamer" }),
        { count = 1, text = "play without paying its memory cost" })[1]
      if tamer then ctx:play_card(tamer, { free = true }) end
    end,
  } },
}
