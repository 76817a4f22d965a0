-- BT2-111 Beelzemon
-- While you have 10 or more cards in your trash, your [Impmon] can digivolve into this
-- card in your hand for a memory cost of 4, ignoring this card's digivolution
-- requirements.
-- [When Digivolving] Delete 1 of your opponent's level 4 or lower Digimon.
return card {
  -- A permission of the card in the hand to your [Impmon] in the battle area (not the
  -- breeding area, 3-4-5, Q1042), by the rules or by an effect that digivolves (Q1043).
  -- "For a memory cost of 4" is no reduction: a ban on reducing costs leaves it (Q1287).
  static = { {
    area = "hand",
    target = { owner = "you", kind = "Digimon", name = "Impmon" },
    may_digivolve = { into = "self", from = "hand", cost = 4 },
    condition = function(ctx) return ctx:count_cards("trash") >= 10 end,
  } },
  when_digivolving = function(ctx)
    ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", level_at_most = 4 }))
  end,
}
