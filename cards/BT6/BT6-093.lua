-- BT6-093 Judgement of the Blade
-- [Main] 1 of your Digimon with [Huckmon] in its name or [Royal Knight] in its type can attack
-- your opponent's unsuspended Digimon for the turn.
-- [Security] You may play 1 Digimon card with [Sistermon] in its name from your hand or trash
-- without paying its memory cost. Then, add this card to your hand.
return card {
  main = function(ctx)
    local candidates = {}
    for _, mon in ipairs(ctx:all("your_digimon")) do
      -- names and traits it has now, gained ones too (2-3-1-3)
      if ctx:matches(mon, "[Huckmon] in name or [Royal Knight] trait") then candidates[#candidates + 1] = mon end
    end
    local mon = ctx:choose_one(candidates)
    if mon then ctx:can(mon, "attack_unsuspended", "turn") end
  end,
  security = function(ctx)
    local playable = {}
    for _, c in ipairs(ctx:cards({ "hand", "trash" }, { kind = "Digimon", name_has = "Sistermon" })) do
      if ctx:can_play(c, { free = true }) then playable[#playable + 1] = c end
    end
    local card = ctx:choose_card(playable, { optional = true, text = "play without paying its memory cost" })[1]
    if card then ctx:play_card(card, { free = true }) end
    ctx:add_to_hand(ctx.card)
  end,
}
