-- BT7-027 Whamon
-- [On Play] You may play 1 level 3 Digimon card from one of your Digimon's digivolution cards
-- as another Digimon without paying its memory cost. If you do, you may place 1 blue Digimon
-- card from your hand at the bottom of one of your Digimon's digivolution cards.
return card {
  on_play = function(ctx)
    -- played from under a Digimon, it is a new Digimon, unsuspended, with none of the
    -- effects its Digimon had (Q1547)
    local lv3 = ctx:choose_card(ctx:cards("digivolution", { kind = "Digimon", level = 3 }),
      { count = 1, optional = true, text = "play without paying its memory cost?" })[1]
    if not lv3 or not ctx:play_card(lv3, { free = true }) then return end
    local blue = ctx:choose_card(ctx:cards("hand", { kind = "Digimon", color = "Blue" }),
      { count = 1, optional = true, text = "place at the bottom of one of your Digimon's digivolution cards?" })
    if #blue == 0 then return end
    local mon = ctx:choose_one("your_digimon", { text = "place it under" })
    if mon then ctx:move_under(blue, mon) end
  end,
}
