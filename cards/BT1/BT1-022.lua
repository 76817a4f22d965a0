-- BT1-022 Garudamon
-- <Piercing> (When this Digimon attacks and deletes an opponent's Digimon and survives the battle,
-- it performs any security checks it normally would.)
-- Inherited: [Your Turn] When this Digimon is blocked, trigger <Draw 1>. (Draw 1 card from your deck.)
return card {
  keywords = { "Piercing" },
  inherited = {
    when = { {
      on = "blocked", subject = "self", turn = "your",
      run = function(ctx) ctx:run_keyword("Draw 1") end,
    } },
  },
}
