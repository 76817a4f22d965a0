-- BT7-042 AncientKazemon
-- [Opponent's Turn] While a card with [Hybrid] in its traits is in this Digimon's
-- digivolution cards, all of your Security Digimon get +4000 DP.
-- [On Deletion] You may play 1 yellow level 4 or lower card with [Hybrid] in its traits from
-- your hand without paying its memory cost.
return card {
  static = { {
    turn = "opponents",
    target = { owner = "you", security_digimon = true },
    dp = 4000,
    condition = function(ctx)
      return #ctx:cards(ctx:digivolution_cards(ctx.self), { trait = "Hybrid" }) > 0
    end,
  } },
  on_deletion = function(ctx)
    local playable = {}
    for _, c in ipairs(ctx:cards("hand", { color = "Yellow", level_at_most = 4, trait = "Hybrid" })) do
      if ctx:can_play(c, { free = true }) then playable[#playable + 1] = c end
    end
    local c = ctx:choose_card(playable, { optional = true })[1]
    if c then ctx:play_card(c, { free = true }) end
  end,
}
