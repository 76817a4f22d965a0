-- BT3-024 Airdramon
-- [Security] At the end of the battle, play this card without paying its memory cost.
return card {
  -- Played after the battle, whether it won or lost it (Q1062).
  security = function(ctx)
    ctx:later("end_of_battle", function(ctx) ctx:play_card(ctx.card, { free = true }) end)
  end,
}
