-- BT2-029 MegaSeadramon
-- [Your Turn] This Digimon can't be blocked by your opponent's Digimon with no
-- digivolution cards.
return card {
  -- While this Digimon attacks, those Digimon can't block (Q1005).
  static = { {
    turn = "your",
    target = { owner = "opponent", kind = "Digimon", has_digivolution_cards = false },
    cannot = "block",
    condition = function(ctx)
      local a = ctx:current_attack()
      return a ~= nil and a.attacker == ctx.self
    end,
  } },
}
