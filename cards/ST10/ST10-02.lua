-- ST10-02 Salamon
-- Inherited: [End of Your Turn] You may DNA digivolve this Digimon and one of your other
-- Digimon in play into a Digimon card in your hand by paying its DNA digivolve cost.

return card {
  inherited = {
    end_of_your_turn = {
      -- at the end of the turn, before the opponent's begins (Q724); only into a card
      -- with [DNA Digivolve] (Q725), with a partner its requirement names (Q726)
      optional = true,
      condition = function(ctx) return ctx:can_dna_digivolve_with(ctx.self) end,
      run = function(ctx) ctx:dna_digivolve_with(ctx.self) end,
    },
  },
}
