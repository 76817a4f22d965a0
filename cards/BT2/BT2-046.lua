-- BT2-046 MetalTyrannomon
-- Inherited: [Your Turn] When this Digimon deletes one of your opponent's level 6 or higher
-- Digimon in battle, unsuspend this Digimon.
return card {
  inherited = {
    when = { {
      on = "deleted", turn = "your",
      subject = { owner = "opponent", kind = "Digimon", level_at_least = 6 },
      -- deleted in battle, by this Digimon: the deleted one's battle opponent
      trigger = function(ctx, ev)
        return ev.cause == "battle" and ev.target ~= nil and ev.target:is(ctx.self)
      end,
      run = function(ctx) ctx:unsuspend("self") end,
    } },
  },
}
