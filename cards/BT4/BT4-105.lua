-- BT4-105 Tactical Retreat!
-- [Main] Place 1 of your Digimon on top of your security stack face down. Trash all of the
-- digivolution cards of that Digimon.
-- [Security] Trigger <Recovery +1 (Deck)>. (Place the top card of your deck on top of your
-- security stack.)
return card {
  main = function(ctx)
    -- the top card goes face down on top (3-1-3-5), the cards under it to the trash (4-5-8);
    -- not a deletion (Q1269); a token leaves the game instead (4-18-5, Q1271), a Digi-Egg
    -- goes to the bottom of the Digi-Egg deck (3-1-3-9, Q3284)
    ctx:move(ctx:choose_one("your_digimon"), "security_top")
  end,
  security = function(ctx) ctx:run_keyword("Recovery +1 (Deck)") end,
}
