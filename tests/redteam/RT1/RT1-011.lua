-- RT1-011 Countmon: a file-level counter.
-- [On Play] Gain 1 memory. Written wrongly on purpose: it gains the memory only on every
-- other play, counted in a file-level local. Were the script's chunk shared between
-- games, the count would carry over from one game to the next, and the same game would
-- play differently alone (a replay) and in a batch (after other games).
local plays = 0
return card {
  on_play = function(ctx)
    plays = plays + 1
    if plays % 2 == 1 then
      ctx:gain_memory(1)
    end
  end,
}
