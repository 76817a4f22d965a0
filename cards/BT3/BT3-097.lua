-- BT3-097 A Delicate Plan
-- [Main] 1 of your Digimon gains "This Digimon doesn't activate the [Security] effects of any
-- Option cards it checks" for the turn.
-- [Security] Add this card to your hand.
--
-- Only Option cards: the [Security] effects of the Digimon and Tamer cards it checks
-- activate as usual (Q1131; the errata of 2021-02-12 narrowed "any cards" to them).
return card {
  main = function(ctx)
    ctx:cannot(ctx:choose_one("your_digimon"), "activate_option_security", "turn")
  end,
  security = function(ctx) ctx:add_to_hand() end,
}
