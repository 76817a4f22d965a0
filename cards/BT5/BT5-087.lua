-- BT5-087 Omnimon Zwart
-- [When Digivolving] Trash the top 3 cards of your deck. Then, you may play up to 2 black
-- and/or purple Digimon cards with play costs of 8 or less from your trash without paying
-- their memory costs.
-- [When Attacking] You may return 1 level 6 Digimon card in this Digimon's digivolution
-- cards to its owner's hand to delete 1 of your opponent's unsuspended Digimon with a play
-- cost of 12 or less.

-- black and/or purple, play cost 8 or less: any such card of the trash, not only the ones
-- just trashed (Q1358, Q1359)
local function black_or_purple_in_trash(ctx)
  local found = {}
  for _, c in ipairs(ctx:cards("trash", { kind = "Digimon", cost_at_most = 8 })) do
    if #ctx:cards({ c }, { color = "Black" }) + #ctx:cards({ c }, { color = "Purple" }) > 0 then
      found[#found + 1] = c
    end
  end
  return found
end

return card {
  when_digivolving = function(ctx)
    ctx:move(ctx:cards("deck", { top = 3 }), "trash")
    local picked = ctx:choose_card(black_or_purple_in_trash(ctx), {
      count = 2, up_to = true, optional = true, text = "play without paying their memory costs?",
    })
    for _, c in ipairs(picked) do ctx:play_card(c, { free = true }) end
  end,
  when_attacking = function(ctx)
    -- "X to Y": the deletion only once a level 6 card returned (15-7)
    local lv6 = ctx:cards(ctx:digivolution_cards(ctx.self), { kind = "Digimon", level = 6 })
    local picked = ctx:choose_card(lv6, {
      count = 1, optional = true, text = "return 1 level 6 Digimon card to the hand to delete 1 unsuspended Digimon?",
    })
    if picked[1] and ctx:digivolution_cards_to_hand(ctx.self, picked) > 0 then
      ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", suspended = false, cost_at_most = 12 }))
    end
  end,
}
