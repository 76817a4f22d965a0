-- BT4-092 Marcus Damon
-- [Start of Your Turn] If you have 2 memory or less, set your memory to 3.
-- [Your Turn] When one of your Digimon with [Greymon] in its name attacks (other than
-- [DoruGreymon], [BurningGreymon], or [DexDoruGreymon]), you may suspend this Tamer to gain
-- 1 memory.
-- [Security] Play this card without paying its memory cost.
return card {
  start_of_your_turn = {
    condition = function(ctx) return ctx:memory() <= 2 end,
    run = function(ctx) ctx:set_memory(3) end,
  },
  when = { {
    label = "[Your Turn] When one of your Digimon with [Greymon] in its name attacks",
    on = "attacks", turn = "your",
    subject = { owner = "you", kind = "Digimon", name_has = "Greymon" },
    trigger = function(ctx, ev)
      local attacker = ev.object
      for _, other in ipairs({ "DoruGreymon", "BurningGreymon", "DexDoruGreymon" }) do
        if attacker:has_name(other) then return false end
      end
      return true
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
