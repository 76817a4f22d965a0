-- BT7-084 Eosmon
-- [Your Turn] All of your other [Eosmon] get +1000 DP.
-- [On Deletion] You may play 1 level 5 or lower [Eosmon] from your hand without paying its
-- memory cost.
return card {
  static = { {
    turn = "your", target = { owner = "you", kind = "Digimon", name = "Eosmon", not_self = true }, dp = 1000,
  } },
  on_deletion = function(ctx)
    local playable = {}
    for _, c in ipairs(ctx:cards("hand", { kind = "Digimon", name = "Eosmon", level_at_most = 5 })) do
      if ctx:can_play(c, { free = true }) then playable[#playable + 1] = c end
    end
    local card = ctx:choose_card(playable, { optional = true, text = "play without paying its memory cost" })[1]
    if card then ctx:play_card(card, { free = true }) end
  end,
}
