-- BT2-071 Wizardmon
-- [All Turns] If you have a yellow Digimon in play, this Digimon gains <Retaliation>. (When this
-- Digimon is deleted after losing a battle, delete the Digimon it was battling.)
-- [On Deletion] Trigger <Draw 1>. (Draw 1 card from your deck.)
return card {
  static = { {
    keyword = "Retaliation",
    condition = function(ctx) return ctx:count({ owner = "you", kind = "Digimon", color = "Yellow" }) > 0 end,
  } },
  on_deletion = function(ctx) ctx:run_keyword("Draw 1") end,
}
