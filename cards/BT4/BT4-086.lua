-- BT4-086 Cerberusmon: Werewolf Mode
-- ＜Rush＞ (This Digimon can attack the turn it comes into play.)
-- [On Play] You may delete 1 of your [Cerberusmon] to gain 9 memory.
return card {
  keywords = { "Rush" },
  on_play = function(ctx)
    -- [Cerberusmon] is that exact name: not this card, nor another
    -- [Cerberusmon: Werewolf Mode] (Q1231, Q1232)
    local mon = ctx:choose_one({ owner = "you", kind = "Digimon", name = "Cerberusmon" }, {
      optional = true, text = "delete to gain 9 memory",
    })
    if not mon then return end
    ctx:delete(mon)
    -- "to gain": only if it was deleted (15-9-2)
    if not ctx:on_field(mon) then ctx:gain_memory(9) end
  end,
}
