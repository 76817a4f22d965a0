-- BT5-085 Armageddemon
-- When playing this card from your hand, you may delete 1 of your [Diaboromon] to reduce
-- this card's play cost by 12.
-- <Rush> (This Digimon can attack the turn it comes into play.)
-- [All Turns] The [When Digivolving] effects on level 7 Digimon don't activate.
local your_diaboromon = { owner = "you", kind = "Digimon", name = "Diaboromon" }

return card {
  keywords = { "Rush" },
  -- An immediate effect on the cost about to be paid (15-8-5); a [Diaboromon] Token is a
  -- Digimon named Diaboromon and can be deleted for it (Q1354).
  would = { {
    label = "When playing this card from your hand",
    on = "played", subject = "this_card", area = "hand", from = "hand", optional = true,
    condition = function(ctx) return ctx:count(your_diaboromon) > 0 end,
    reduces = 12,
    run = function(ctx)
      local diaboromon = ctx:choose_one(your_diaboromon, { text = "delete 1 of your [Diaboromon]" })
      ctx:delete(diaboromon)
      -- "X to Y": Y only if X was done (15-7).
      if diaboromon == nil or ctx:on_field(diaboromon) then return end
      ctx:change_cost(-12)
    end,
  } },
  -- Both players' level 7 Digimon, this one included: their [When Digivolving] effects
  -- neither trigger nor can be activated by another effect (Q1355, Q5521).
  static = { {
    target = { kind = "Digimon", level = 7 },
    cannot = "activate_when_digivolving",
  } },
}
