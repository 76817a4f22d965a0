-- BT2-053 Keramon
-- Inherited: [Your Turn] When you play another Digimon with the same name as this Digimon,
-- trigger <Draw 1>. (Draw 1 card from your deck.)
return card {
  inherited = {
    when = { {
      on = "played", subject = { owner = "you", kind = "Digimon", not_self = true }, turn = "your",
      -- "This Digimon" is the Digimon this card is under, by its name now (Q1023).
      trigger = function(ctx, ev) return ev.object ~= nil and ev.object:has_name(ctx.self:name()) end,
      run = function(ctx) ctx:run_keyword("Draw 1") end,
    } },
  },
}
