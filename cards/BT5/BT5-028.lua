-- BT5-028 CrysPaledramon
-- [When Digivolving] Trash the bottom digivolution card of all of your opponent's Digimon.
-- Inherited: [Your Turn] If your opponent has a Digimon with no digivolution cards in play,
-- this Digimon gains ＜Security Attack +1＞. (This Digimon checks 1 additional security card.)
return card {
  when_digivolving = function(ctx)
    for _, mon in ipairs(ctx:all({ owner = "opponent", kind = "Digimon" })) do
      ctx:trash_digivolution_cards(mon, 1, "bottom")
    end
  end,
  inherited = {
    static = { {
      turn = "your", keyword = "Security A. +1",
      condition = function(ctx)
        return ctx:count({ owner = "opponent", kind = "Digimon", has_digivolution_cards = false }) > 0
      end,
    } },
  },
}
