-- BT16-004 Minomon
-- Inherited: [All Turns] [Once Per Turn] When this Digimon deletes an opponent's Digimon in battle, if this
-- Digimon has 2 or more colors, gain 1 memory.
return card {
  inherited = {
    when = { {
      label = "[All Turns] When this Digimon deletes an opponent's Digimon in battle",
      on = "deleted", subject = "opponent_digimon", once_per_turn = true,
      -- deleted in battle, by this Digimon: the deleted one's battle opponent
      trigger = function(ctx, ev)
        return ev.cause == "battle" and ev.target ~= nil and ev.target:is(ctx.self)
      end,
      condition = function(ctx) return #ctx.self:colors() >= 2 end,
      run = function(ctx) ctx:gain_memory(1) end,
    } },
  },
}
