-- BT5-088 Sora Takenouchi & Joe Kido
-- [Start of Your Turn] If your opponent has a Digimon with no digivolution cards in play,
-- gain 2 memory.
-- [Your Turn] When you attack with a blue Digimon, you may suspend this Tamer to trash up
-- to 2 digivolution cards from the bottom of 1 of your opponent's Digimon.
-- [Security] Play this card without paying its memory cost.
--
-- "Up to 2" from the bottom: 1 or 2, as the player declares (15-10-2-2, 1-3-6).
return card {
  start_of_your_turn = {
    condition = function(ctx)
      return ctx:count({ owner = "opponent", kind = "Digimon", has_digivolution_cards = false }) > 0
    end,
    run = function(ctx) ctx:gain_memory(2) end,
  },
  when = { {
    label = "[Your Turn] When you attack with a blue Digimon",
    on = "attacks", turn = "your",
    subject = { owner = "you", kind = "Digimon" },
    trigger = function(ctx, ev) return ev.object:has_color("Blue") end,
    optional = true,
    -- "by suspending this Tamer": only an unsuspended Tamer can pay it (15-7)
    condition = function(ctx) return ctx:can_suspend(ctx.self) end,
    run = function(ctx)
      ctx:suspend("self")
      local mon = ctx:choose_one("opponent_digimon")
      if mon then ctx:trash_digivolution_cards(mon, 2, "bottom", { up_to = true }) end
    end,
  } },
  security = function(ctx) ctx:play_self { free = true } end,
}
