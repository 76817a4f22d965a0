-- BT1-089 Mimi Tachikawa
-- [Start of Your Turn] If you have 2 or less memory, set your memory to 3.
-- [Main] If you have a level 5 or higher green Digimon in play, you can suspend this
-- Tamer to hatch 1 Digi-Egg card to an empty space in your breeding area, or move 1
-- level 3 or higher Digimon from your breeding area to your battle area.
-- [Security] Play this card without paying its memory cost.
return card {
  start_of_your_turn = {
    condition = function(ctx) return ctx:memory() <= 2 end,
    run = function(ctx) ctx:set_memory(3) end,
  },
  main = {
    condition = function(ctx)
      return ctx:can_suspend(ctx.self)
        and ctx:count({ owner = "you", kind = "Digimon", color = "Green", level_at_least = 5 }) > 0
    end,
    run = function(ctx)
      ctx:suspend("self")
      local bred = ctx:breeding()
      if not bred then
        ctx:hatch() -- the space is empty: hatch
      elseif bred:level() >= 3 then
        ctx:move_to_battle(bred) -- it is taken: only moving out is left
      end
    end,
  },
  security = function(ctx) ctx:play_self { free = true } end,
}
