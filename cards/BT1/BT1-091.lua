-- BT1-091 Scrap Claw
-- [Main] 1 of your Digimon gains <Piercing> (When this Digimon attacks and deletes an
-- opponent's Digimon and survives the battle, it performs any security checks it
-- normally would) for the turn.
return card {
  main = function(ctx) ctx:give(ctx:choose_one("your_digimon"), "Piercing", "turn") end,
}
