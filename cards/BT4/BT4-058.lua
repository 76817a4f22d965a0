-- BT4-058 Orochimon
-- [When Digivolving] 1 of your Digimon gains <Piercing> for the turn. (When this Digimon
-- attacks and deletes an opponent's Digimon and survives the battle, it performs any
-- security checks it normally would.)
return card {
  -- Orochimon itself may be chosen (Q1214).
  when_digivolving = function(ctx) ctx:give(ctx:choose_one("your_digimon"), "Piercing", "turn") end,
}
