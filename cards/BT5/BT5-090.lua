-- BT5-090 Arata Sanada
-- [Start of Your Turn] If a Digimon card with [Unidentified] in its type is in your trash,
-- gain 1 memory.
-- [Your Turn] When one of your Digimon digivolves into [Diaboromon], you may suspend this
-- Tamer to play 1 [Diaboromon] Token without paying its memory cost. (Diaboromon Tokens are
-- level 6 white Digimon with a memory cost of 14, 3000 DP, and are Mega form, Unidentified
-- type, and Unknown attribute.)
-- [Security] Play this card without paying its memory cost.
--
-- The token is a Digimon named [Diaboromon] (4-18-1, Q1368).

-- "with [Unidentified] in its type": a trait that contains the word
local function has_unidentified_type(card)
  for _, trait in ipairs(card:traits()) do
    if string.find(trait, "Unidentified", 1, true) then return true end
  end
  return false
end

return card {
  start_of_your_turn = {
    condition = function(ctx)
      for _, c in ipairs(ctx:cards("trash", { kind = "Digimon" })) do
        if has_unidentified_type(c) then return true end
      end
      return false
    end,
    run = function(ctx) ctx:gain_memory(1) end,
  },
  when = { {
    label = "[Your Turn] When one of your Digimon digivolves into [Diaboromon]",
    on = "digivolves", turn = "your",
    subject = { owner = "you", kind = "Digimon", name = "Diaboromon" },
    optional = true,
    -- "by suspending this Tamer": only an unsuspended Tamer can pay it (15-7)
    condition = function(ctx) return ctx:can_suspend(ctx.self) end,
    run = function(ctx)
      ctx:suspend("self")
      -- a token is played from outside the game and never paid for (4-18-1)
      ctx:play_token {
        name = "Diaboromon", colors = { "White" }, level = 6, cost = 14, dp = 3000,
        traits = { "Mega", "Unidentified", "Unknown" },
      }
    end,
  } },
  security = function(ctx) ctx:play_self { free = true } end,
}
