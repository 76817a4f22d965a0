-- FAN7-001 Glitchmon
-- [On Play] Gain 1 memory.
-- Broken on purpose: the method's name is misspelt, so the script loads and builds,
-- and fails only when the effect resolves (in a game).
return card {
  on_play = function(ctx)
    ctx:gain_memroy(1)
  end,
}
