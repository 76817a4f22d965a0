-- BT3-073 CresGarurumon
-- <Reboot> (Unsuspend this Digimon during your opponent's unsuspend phase.)
-- [When Digivolving] Reveal 1 card from the top of your deck for each Digimon your opponent
-- has in play. You may play 1 black or red Digimon card with a level of 5 or less among them
-- without paying its memory cost. Place the remaining cards at the bottom of your deck in any
-- order.
local function black_or_red(card)
  for _, color in ipairs(card:colors()) do
    if color == "Black" or color == "Red" then return true end
  end
  return false
end

return card {
  keywords = { "Reboot" },
  when_digivolving = function(ctx)
    -- "In play": the battle area; the breeding area is outside (3-4-5-6).
    local revealed = ctx:reveal(ctx:count("opponent_digimon"))
    local playable = {}
    for _, c in ipairs(ctx:cards(revealed, { kind = "Digimon", level_at_most = 5 })) do
      if black_or_red(c) and ctx:can_play(c, { free = true }) then playable[#playable + 1] = c end
    end
    local chosen = ctx:choose_card(playable, {
      optional = true, text = "play 1 black or red Digimon card with a level of 5 or less without paying its memory cost",
    })[1]
    if chosen then ctx:play_card(chosen, { free = true }) end
    ctx:to_deck_bottom(ctx:cards("revealed"))
  end,
}
