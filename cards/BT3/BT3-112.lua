-- BT3-112 Omnimon Alter-S
-- [When Digivolving] Trigger <De-Digivolve 1> on all of your opponent's Digimon. (Trash a
-- card from the top of one of your opponent's Digimon. If it has no digivolution cards, or
-- becomes a level 3 Digimon, you can't trash any more cards.) Then, delete all of your
-- opponent's Digimon with 5000 DP or less.
-- [When Attacking] You may make this Digimon unblockable for the turn by returning one of its
-- level 6 digivolution cards to your hand.
return card {
  when_digivolving = function(ctx)
    -- each <De-Digivolve 1> is done on its own (16-11-7)
    for _, mon in ipairs(ctx:all("opponent_digimon")) do
      ctx:run_keyword("De-Digivolve 1", mon)
    end
    -- a DP-based deletion: its printed maximum is raised by deletion_max effects (15-15-5)
    ctx:delete({ owner = "opponent", kind = "Digimon", dp_at_most = ctx:deletion_max(5000) })
  end,
  when_attacking = function(ctx)
    -- "by returning ...": an optional cost (15-7); unblockable only once a card returned
    local lv6 = ctx:cards(ctx:digivolution_cards(ctx.self), { level = 6 })
    local picked = ctx:choose_card(lv6, {
      optional = true, text = "return 1 level 6 digivolution card to your hand to be unblockable",
    })
    if picked[1] and ctx:digivolution_cards_to_hand(ctx.self, picked) > 0 then
      ctx:cannot("self", "be_blocked", "turn")
    end
  end,
}
