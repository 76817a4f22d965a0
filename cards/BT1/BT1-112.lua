-- BT1-112 Dimension Scissor
-- [Main] 1 of your Digimon gains the following effect for the turn: "When this Digimon
-- deletes an opponent's Digimon in battle and survives, unsuspend it."
-- [Security] Add this card to its owner's hand.
return card {
  main = function(ctx)
    ctx:give_effect(ctx:choose_one("your_digimon"), {
      when = { {
        on = "deleted", subject = "opponent_digimon",
        -- deleted in a battle against it; it survives if it is still there when this
        -- activates (15-4-4)
        trigger = function(ctx, ev) return ev.cause == "battle" and ev.target ~= nil and ev.target:is(ctx.self) end,
        run = function(ctx) ctx:unsuspend("self") end,
      } },
    }, "turn")
  end,
  security = function(ctx) ctx:add_to_hand() end,
}
