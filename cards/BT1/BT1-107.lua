-- BT1-107 Holy Wave
-- [Main] Trigger <Recovery +1 (Deck)>. (Place the top card of your deck on top of your
-- security stack.)
-- [Security] Activate this card's [Main] effect.
return card {
  main = function(ctx) ctx:run_keyword("Recovery +1 (Deck)") end,
  security = function(ctx) ctx:activate_main() end,
}
