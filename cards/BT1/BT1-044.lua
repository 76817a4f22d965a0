-- BT1-044 MetalGarurumon
-- [When Attacking] Play 1 level 4 or lower digivolution card under this card as another Digimon
-- without paying its memory cost.
return card {
  when_attacking = function(ctx)
    local under = ctx:cards("digivolution", { of = ctx.self, kind = "Digimon", level_at_most = 4 })
    local card = ctx:choose_card(under, { text = "play without paying its memory cost" })[1]
    if card then ctx:play_card(card, { free = true }) end
  end,
}
