-- BT6-058 Nanimon
-- [Security] At the end of the battle, play this card without paying its memory cost.
return card {
  -- Played after the battle, whoever won it; once played it is an ordinary Digimon, no
  -- longer a Security Digimon (Q1450).
  security = function(ctx)
    ctx:later("end_of_battle", function(ctx) ctx:play_card(ctx.card, { free = true }) end)
  end,
}
