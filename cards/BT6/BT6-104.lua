-- BT6-104 Parabolic Junk
-- [Main] 1 of your Digimon gains "[On Deletion] Gain 2 memory" until the end of your
-- opponent's next turn.
-- [Security] Add this card to its owner's hand.
return card {
  main = function(ctx)
    ctx:give_effect(ctx:choose_one("your_digimon"), {
      on_deletion = function(ctx) ctx:gain_memory(2) end,
    }, "opponents_next_turn")
  end,
  security = function(ctx) ctx:move(ctx.card, "hand") end,
}
