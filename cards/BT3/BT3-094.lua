-- BT3-094 Ken Ichijoji
-- [Start of Your Turn] If you have 2 memory or less, set your memory to 3.
-- [Your Turn] When one of your green or blue Digimon deletes an opponent's Digimon in battle
-- and survives, you may suspend this Tamer to gain 1 memory.
-- [Security] Play this card without paying its memory cost.
--
-- A Security Digimon is not a Digimon: beating one does not trigger it (Q1124). The
-- Digimon that deletes is your green or blue one (Q1125).
return card {
  start_of_your_turn = {
    condition = function(ctx) return ctx:memory() <= 2 end,
    run = function(ctx) ctx:set_memory(3) end,
  },
  when = { {
    label = "[Your Turn] When one of your green or blue Digimon deletes an opponent's Digimon in battle and survives",
    on = "deletes_in_battle_and_survives", subject = "your_digimon", turn = "your",
    trigger = function(ctx, ev)
      return ev.object ~= nil and (ev.object:has_color("Green") or ev.object:has_color("Blue"))
    end,
    optional = true,
    -- "by suspending this Tamer": only an unsuspended Tamer can pay it (15-7)
    condition = function(ctx) return ctx:can_suspend(ctx.self) end,
    run = function(ctx)
      ctx:suspend("self")
      ctx:gain_memory(1)
    end,
  } },
  security = function(ctx) ctx:play_self { free = true } end,
}
