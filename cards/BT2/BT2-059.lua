-- BT2-059 Kurisarimon
-- Inherited: [Your Turn] When you play another Digimon with the same name as this Digimon, gain
-- 1 memory.
return card {
  inherited = {
    when = { {
      on = "played", subject = { owner = "you", kind = "Digimon", not_self = true }, turn = "your",
      -- "This Digimon" is the Digimon this card is under, by its name now (Q1024).
      trigger = function(ctx, ev) return ev.object ~= nil and ev.object:has_name(ctx.self:name()) end,
      run = function(ctx) ctx:gain_memory(1) end,
    } },
  },
}
