-- ST8-04 Veemon
-- [Your Turn] If your opponent has a level 6 or higher Digimon in play, this Digimon can
-- digivolve into an [UlforceVeedramon] in your hand for a memory cost of 4, ignoring its
-- digivolution requirements.
-- Inherited: [When Attacking] If you have 7 or fewer cards in your hand, trigger <Draw 1>.
-- (Draw 1 card from your deck.)
return card {
  static = { {
    turn = "your",
    may_digivolve = { into = { name = "UlforceVeedramon" }, from = "hand", cost = 4 },
    condition = function(ctx)
      return ctx:count({ owner = "opponent", kind = "Digimon", level_at_least = 6 }) > 0
    end,
  } },
  inherited = {
    when_attacking = {
      condition = function(ctx) return ctx:count_cards("hand") <= 7 end,
      run = function(ctx) ctx:run_keyword("Draw 1") end,
    },
  },
}
