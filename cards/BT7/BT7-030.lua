-- BT7-030 AncientMegatheriummon
-- [When Digivolving] For each card with [Hybrid] in its traits in this Digimon's digivolution
-- cards, trash 1 digivolution card from the bottom of each of your opponent's Digimon. Then,
-- for each Digimon your opponent has with no digivolution cards, ＜Draw 2＞. (Draw 2 cards
-- from your deck.)
-- [On Deletion] You may play 1 blue level 4 or lower card with [Hybrid] in its traits from your
-- hand without paying its memory cost.
return card {
  when_digivolving = function(ctx)
    local n = #ctx:cards(ctx:digivolution_cards(ctx.self), { trait = "Hybrid" })
    if n > 0 then
      -- n at once from each: the same cards as 1 n times, and what they trigger triggers
      -- once for the cards trashed together (15-5-2)
      for _, mon in ipairs(ctx:all("opponent_digimon")) do
        ctx:trash_digivolution_cards(mon, n, "bottom")
      end
    end
    -- counted after the trashing; 2 per Digimon drawn as one draw (16-7-1, as BT7-024)
    local bare = ctx:count({ owner = "opponent", kind = "Digimon", has_digivolution_cards = false })
    if bare > 0 then ctx:draw(2 * bare) end
  end,
  on_deletion = function(ctx)
    local mon = ctx:choose_card(ctx:cards("hand", { color = "Blue", level_at_most = 4, trait = "Hybrid" }),
      { count = 1, optional = true, text = "play without paying its memory cost?" })[1]
    if mon then ctx:play_card(mon, { free = true }) end
  end,
}
