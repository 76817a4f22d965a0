-- BT5-109 Mega Digimon Fusion!
-- [Main] The next time one of your Digimon digivolves from level 6 to level 7 this turn, reduce
-- the memory cost of the digivolution by 6. At the end of the turn, return the Digimon that
-- digivolved with this effect to the bottom of its owner's deck. Trash all of the digivolution
-- cards of that Digimon.
-- [Security] Add this card to its owner's hand.
--
-- The [Main] leaves an effect of the game that waits until that digivolution or the end of
-- the turn, wherever this card goes (ctx:next_time). A digivolution by an effect that pays
-- its cost is reduced too (Q1383). The return is delayed processing (18-1), a triggered effect
-- at the end of the turn, ordered with the others triggered then (Q4139, Q4142).
return card {
  main = function(ctx)
    ctx:next_time({
      label = "[Main] (the next digivolution from level 6 to level 7, cost -6)",
      on = "digivolve", subject = { owner = "you", kind = "Digimon", level = 6 },
      trigger = function(ctx) return ctx:would_card():level() == 7 end,
      reduces = 6,
      run = function(ctx)
        ctx:change_cost(-6)
        local mon = ctx:would_objects()[1]
        ctx:later("end_of_turn", function(ctx)
          -- its digivolution cards go to the trash as it leaves (2-6-5)
          if mon and ctx:on_field(mon) then ctx:move(mon, "deck_bottom") end
        end)
      end,
    }, "turn")
  end,
  security = function(ctx) ctx:move(ctx.card, "hand") end,
}
