-- BT5-089 Izzy Izumi & Mimi Tachikawa
-- [Start of Your Turn] If your opponent has a suspended Digimon in play, gain 2 memory.
-- [Your Turn] When you attack with a level 5 green Digimon, you may suspend this Tamer to
-- reveal 3 cards from the top of your deck. You may digivolve 1 green level 6 Digimon card
-- among them onto the attacking Digimon without paying its memory cost. Place the
-- remaining cards at the bottom of your deck in any order.
-- [Security] Play this card without paying its memory cost.
--
-- [Start of Your Turn] is looked at before the unsuspend phase unsuspends anything (Q1360).
-- The attacker must be a green level 5 Digimon when it attacks (Q1367); the digivolution is
-- a normal one, bonus draw from the unrevealed deck included (Q1362).
return card {
  start_of_your_turn = {
    condition = function(ctx)
      return ctx:count({ owner = "opponent", kind = "Digimon", suspended = true }) > 0
    end,
    run = function(ctx) ctx:gain_memory(2) end,
  },
  when = { {
    label = "[Your Turn] When you attack with a level 5 green Digimon",
    on = "attacks", turn = "your",
    subject = { owner = "you", kind = "Digimon", level = 5 },
    trigger = function(ctx, ev) return ev.object:has_color("Green") end,
    optional = true,
    -- "by suspending this Tamer": only an unsuspended Tamer can pay it (15-7)
    condition = function(ctx) return ctx:can_suspend(ctx.self) end,
    run = function(ctx)
      ctx:suspend("self")
      local attacker = ctx.event.object
      local revealed = ctx:reveal(3) -- as many as the deck has (Q1364)
      ctx:digivolve_choose {
        who = attacker, from = revealed, filter = { kind = "Digimon", level = 6, color = "Green" },
        free = true, optional = true, -- declining is allowed (Q1361)
      }
      ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
    end,
  } },
  security = function(ctx) ctx:play_self { free = true } end,
}
