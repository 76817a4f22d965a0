-- BT6-029 Azulongmon
-- [When Digivolving] Trash 1 digivolution card from the bottom of all of your opponent's
-- Digimon. Then, gain 1 memory for each of your opponent's Digimon with no digivolution
-- cards.
-- [Your Turn] For each Digimon with no digivolution cards your opponent has in play, this
-- Digimon gains ＜Security Attack +1＞. (This Digimon checks 1 additional security card.)
local bare = { owner = "opponent", kind = "Digimon", has_digivolution_cards = false }

return card {
  when_digivolving = function(ctx)
    for _, mon in ipairs(ctx:all({ owner = "opponent", kind = "Digimon" })) do
      ctx:trash_digivolution_cards(mon, 1, "bottom")
    end
    -- counted after the trashing: those it left bare count too
    ctx:gain_memory(ctx:count(bare))
  end,
  static = { {
    turn = "your",
    checks = function(ctx) return ctx:count(bare) end,
  } },
}
