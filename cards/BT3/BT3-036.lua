-- BT3-036 Ankylomon
-- [Security] At the end of the battle, play this card without paying its memory cost.
return card {
  -- Whoever won the battle (Q1073); played before the attacker's next security check
  -- (Q1074).
  security = function(ctx)
    ctx:later("end_of_battle", function(ctx) ctx:play_card(ctx.card, { free = true }) end)
  end,
}
