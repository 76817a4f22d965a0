-- BT8-020 Patamon
-- Inherited: [End of Your Turn] You may DNA digivolve this Digimon and one of your other
-- Digimon in play into a Digimon card in your hand by paying its DNA digivolve cost.

return card {
  inherited = {
    end_of_your_turn = {
      -- only into a card with [DNA Digivolution]: its requirement is never ignored (Q1709)
      optional = true,
      condition = function(ctx) return ctx:can_dna_digivolve_with(ctx.self) end,
      run = function(ctx) ctx:dna_digivolve_with(ctx.self) end,
    },
  },
}
