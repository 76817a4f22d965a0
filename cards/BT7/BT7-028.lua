-- BT7-028 KingWhamon
-- [When Attacking] You may play 1 level 3 Digimon card or 1 [Whamon] from this Digimon's
-- digivolution cards as another Digimon without paying its memory cost.
-- [Your Turn] When you play a Digimon from one of your Digimon's digivolution cards, return 1
-- of your opponent's level 4 or lower Digimon to its owner's hand. Trash all of the
-- digivolution cards of that Digimon.
return card {
  when_attacking = function(ctx)
    local sources = ctx:digivolution_cards(ctx.self)
    local playable = ctx:cards(sources, { kind = "Digimon", level = 3 })
    for _, c in ipairs(ctx:cards(sources, { name = "Whamon" })) do
      if c:level() ~= 3 then playable[#playable + 1] = c end
    end
    local pick = ctx:choose_card(playable,
      { count = 1, optional = true, text = "play without paying its memory cost?" })[1]
    if pick then ctx:play_card(pick, { free = true }) end
  end,
  when = { {
    label = "[Your Turn] When you play a Digimon from one of your Digimon's digivolution cards",
    -- a play only: a Digimon left by <De-Digivolve> was not played (Q1548)
    on = "played", subject = { owner = "you", kind = "Digimon" }, from = "digivolution",
    turn = "your",
    run = function(ctx)
      -- the top card to the hand, the cards under it to the trash (4-5-8)
      ctx:return_to_hand(ctx:choose_one({ owner = "opponent", kind = "Digimon", level_at_most = 4 }))
    end,
  } },
}
