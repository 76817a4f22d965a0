-- BT5-082 Tactimon
-- [When Attacking] Activate 1 of the effects below. If you have no other Digimon in play,
-- activate all of the effects below instead.
-- ・Gain 1 memory.
-- ・This Digimon gets +2000 DP for the turn.
-- ・Delete up to 3 of your opponent's level 3 Digimon.
local effects_below = {
  { text = "gain 1 memory", run = function(ctx) ctx:gain_memory(1) end },
  { text = "this Digimon gets +2000 DP for the turn",
    run = function(ctx) ctx:dp_plus("self", 2000, "turn") end },
  { text = "delete up to 3 of your opponent's level 3 Digimon",
    run = function(ctx)
      ctx:delete(ctx:choose({ owner = "opponent", kind = "Digimon", level = 3 }, { count = 3, up_to = true }))
    end },
}

return card {
  when_attacking = function(ctx)
    if ctx:count({ owner = "you", kind = "Digimon", not_self = true }) == 0 then
      for _, effect in ipairs(effects_below) do effect.run(ctx) end
      return
    end
    local texts = {}
    for i, effect in ipairs(effects_below) do texts[i] = effect.text end
    effects_below[ctx:choose_text(texts, "activate 1 of the effects below")].run(ctx)
  end,
}
