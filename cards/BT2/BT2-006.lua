-- BT2-006 Tsumemon
-- Inherited: [Your Turn] While you have another Digimon in play with the same name as this
-- Digimon, this Digimon gets +2000 DP.

-- Two Digimon have the same name when either has the other's name among its names (2-3-5).
local function same_name(a, b) return a:has_name(b:name()) or b:has_name(a:name()) end

return card {
  inherited = {
    static = { {
      turn = "your",
      dp = 2000,
      condition = function(ctx)
        for _, mon in ipairs(ctx:all({ owner = "you", kind = "Digimon", not_self = true })) do
          if same_name(mon, ctx.self) then return true end
        end
        return false
      end,
    } },
  },
}
