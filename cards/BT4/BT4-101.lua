-- BT4-101 I'll Drag You In to the Depths!
-- [Main] All of your Digimon gain "[Your Turn] When attacking an opponent's Digimon with no
-- digivolution cards, delete that Digimon" for the turn.
-- [Security] Add this card to its owner's hand.
return card {
  main = function(ctx)
    -- a filter is global: Digimon played later this turn gain it too (15-11-2-2)
    ctx:give_effect("your_digimon", {
      when = { {
        label = "[Your Turn] When attacking an opponent's Digimon with no digivolution cards",
        on = "attacks", subject = "self", turn = "your",
        -- judged when the attack is declared (Q1264), before blocker timing (Q1258): a
        -- target losing its cards later is not deleted, a blocker never is (Q1260)
        trigger = function(c, ev)
          local target = ev.target
          return target ~= nil and target:owner() == "opponent" and target:is_digimon()
            and target:digivolution_count() == 0
        end,
        -- deleted by this effect, not in battle (Q1257, Q1261, Q1262, Q1263)
        run = function(c) c:delete(c.event.target) end,
      } },
    }, "turn")
  end,
  security = function(ctx) ctx:move(ctx.card, "hand") end,
}
