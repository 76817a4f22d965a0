-- BT1-056 Petermon
-- [On Play] You may play 1 [Tinkermon] from your hand or recycle bin without paying its memory cost.
return card {
  on_play = function(ctx)
    local tinkermon = ctx:choose_card(ctx:cards({ "hand", "trash" }, { name = "Tinkermon" }),
      { optional = true, text = "play without paying its memory cost" })
    if tinkermon[1] then ctx:play_card(tinkermon[1], { free = true }) end
  end,
}
