-- ST7-03 Guilmon
-- [Your Turn] If your opponent has a level 6 or higher Digimon in play, this Digimon can digivolve
-- into a [Gallantmon] in your hand for a memory cost of 4, ignoring its digivolution requirements.
-- Inherited: [Your Turn][Once Per Turn] When an opponent's Digimon is deleted, trigger <Draw 1>.
-- (Draw 1 card from your deck.)
return card {
  static = { {
    -- A permission (8-1-2-2): it holds for a digivolution by an effect too (Q682).
    turn = "your",
    may_digivolve = { into = { name = "Gallantmon" }, from = "hand", cost = 4 },
    condition = function(ctx) return ctx:count({ owner = "opponent", kind = "Digimon", level_at_least = 6 }) > 0 end,
  } },
  inherited = {
    when = { {
      -- A Digimon deleted together with the opponent's has left the battle area: its
      -- effect does not activate (Q681).
      on = "deleted", subject = "opponent_digimon", turn = "your", once_per_turn = true,
      run = function(ctx) ctx:run_keyword("Draw 1") end,
    } },
  },
}
