-- BT1-077 Okuwamon
-- Inherited: [Your Turn] When this Digimon deletes an opponent's Digimon in battle and
-- survives, gain 1 memory.
return card {
  inherited = {
    when = { {
      on = "deleted", subject = "opponent_digimon", turn = "your",
      -- deleted in a battle against this Digimon; "survives": it must still be there
      -- when the effect activates (15-4-4)
      trigger = function(ctx, ev) return ev.cause == "battle" and ev.target ~= nil and ev.target:is(ctx.self) end,
      run = function(ctx) ctx:gain_memory(1) end,
    } },
  },
}
