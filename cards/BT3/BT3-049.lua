-- BT3-049 Flymon
-- [Security] At the end of the battle, play this card without paying its memory cost.
return card {
  -- Whoever won the battle (Q1083); once played it is an ordinary Digimon, no Security
  -- Digimon (Q1082).
  security = function(ctx)
    ctx:later("end_of_battle", function(ctx) ctx:play_card(ctx.card, { free = true }) end)
  end,
}
