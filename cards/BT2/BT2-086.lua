-- BT2-086 Rina Shinomiya
-- [Your Turn] When one of your blue Digimon attacks, you may suspend this Tamer to give that
-- Digimon +1000 DP for the turn.
-- [On Play] Reveal 3 cards from the top of your deck. Add 1 Digimon card with [Vee] in its
-- name among them to your hand. Place the remaining cards on the bottom of your deck in any
-- order.
-- [Security] Play this card without paying its memory cost.
return card {
  when = { {
    label = "[Your Turn] When one of your blue Digimon attacks",
    on = "attacks", subject = { owner = "you", kind = "Digimon", color = "Blue" }, turn = "your",
    optional = true,
    condition = function(ctx) return ctx:can_suspend(ctx.self) end,
    run = function(ctx)
      local attacker = ctx.event.object
      ctx:suspend("self")
      if attacker then ctx:dp_plus(attacker, 1000, "turn") end
    end,
  } },
  on_play = function(ctx)
    local revealed = ctx:reveal(3)
    ctx:move(ctx:choose_card(ctx:cards(revealed, { kind = "Digimon", name_has = "Vee" }), {
      text = "add 1 Digimon card with [Vee] in its name to your hand",
    }), "hand")
    ctx:to_deck_bottom(ctx:cards("revealed"))
  end,
  security = function(ctx) ctx:play_self { free = true } end,
}
