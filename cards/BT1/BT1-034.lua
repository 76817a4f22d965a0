-- BT1-034 Ikkakumon
-- Inherited: [Your Turn] This Digimon can't be blocked by your opponent's Digimon with no digivolution cards.
-- (While this Digimon attacks, those Digimon can't block.)
return card {
  inherited = {
    static = { {
      turn = "your",
      target = { owner = "opponent", kind = "Digimon", has_digivolution_cards = false },
      cannot = "block",
      condition = function(ctx)
        local a = ctx:current_attack()
        return a ~= nil and a.attacker == ctx.self
      end,
    } },
  },
}
