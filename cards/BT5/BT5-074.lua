-- BT5-074 Troopmon
-- [On Deletion] You may play 1 [Troopmon] from your hand without paying its memory cost.
return card {
  on_deletion = function(ctx)
    local troopmon = ctx:choose_card(ctx:cards("hand", { name = "Troopmon" }),
      { count = 1, optional = true, text = "play without paying its memory cost?" })[1]
    if troopmon then ctx:play_card(troopmon, { free = true }) end
  end,
}
