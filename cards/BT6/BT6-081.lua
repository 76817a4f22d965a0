-- BT6-081 Titamon
-- [When Digivolving] Trash 1 card in your hand. Then, you may play 1 purple level 4 or lower
-- Digimon card from your trash without paying its memory cost.
-- [Your Turn][Once Per Turn] When you trash a card in your hand using one of your effects,
-- this Digimon gets +2000 DP and ＜Security Attack +1＞ for the turn. (This Digimon checks 1
-- additional security card.)
return card {
  when_digivolving = function(ctx)
    ctx:trash_cards(ctx:choose_card(ctx:hand(), { count = 1, text = "trash 1 card in your hand" }))
    -- the card just trashed may be the one played (it is in the trash by then)
    local playable = {}
    for _, c in ipairs(ctx:cards("trash", { kind = "Digimon", color = "Purple", level_at_most = 4 })) do
      if ctx:can_play(c, { free = true }) then playable[#playable + 1] = c end
    end
    local card = ctx:choose_card(playable, { optional = true, text = "play without paying its memory cost" })[1]
    if card then ctx:play_card(card, { free = true }) end
  end,
  when = { {
    label = "[Your Turn] When you trash a card in your hand using one of your effects",
    on = "card_moved", from = "hand", to = "trash", owner = "you", turn = "your", once_per_turn = true,
    -- by one of your effects (costs included), not by the rules nor by an opponent's effect
    trigger = function(ctx, ev) return ev.cause == "effect" and ev.effect_of == "you" end,
    run = function(ctx)
      ctx:dp_plus("self", 2000, "turn")
      ctx:give("self", "Security A. +1", "turn")
    end,
  } },
}
