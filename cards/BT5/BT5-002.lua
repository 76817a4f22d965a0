-- BT5-002 Tsunomon
-- Inherited: [Your Turn] While this Digimon has [Garurumon] or [Omnimon] in its name, it gets
-- +1000 DP.
return card {
  inherited = {
    static = { {
      turn = "your",
      dp = 1000,
      condition = function(ctx)
        local name = ctx.self:name()
        return name:find("Garurumon", 1, true) ~= nil or name:find("Omnimon", 1, true) ~= nil
      end,
    } },
  },
}
