-- BT4-027 KendoGarurumon
-- You may Digivolve this card from your hand onto one of your blue Tamers as if the Tamer is a
-- level 3 Digimon.
-- [When Attacking] Return 1 of your opponent's level 3 Digimon to its owner's hand. Trash all
-- of the digivolution cards of that Digimon.
--
-- The Tamer is read as a level 3 Digimon of its own colors for this digivolution only:
-- it meets the printed requirement (blue level 3, cost 3), as a Digimon that digivolves
-- (Q1188; once declared, it digivolves, Q4636) and keeps its turn of entry (Q1190); its
-- card becomes a digivolution card (Q1191) whose inherited effect the Digimon gains
-- (Q1193), not its [Security] one (Q1192).
return card {
  static = { {
    area = "hand",
    target = { owner = "you", kind = "Tamer", color = "Blue" },
    may_digivolve = { into = "self", from = "hand", as_digimon = { level = 3 } },
  } },
  -- the top card to the hand, the cards under it to the trash (4-5-8)
  when_attacking = function(ctx)
    ctx:return_to_hand(ctx:choose_one({ owner = "opponent", kind = "Digimon", level = 3 }))
  end,
}
