-- BT4-090 Chaosmon
-- ＜Piercing＞ (When this Digimon attacks and deletes an opponent's Digimon and survives the
-- battle, it performs any security checks it normally would.)
-- [When Digivolving] Unsuspend this Digimon. Then, it can attack your opponent's Digimon.
-- This effect allows you to attack unsuspended Digimon as well.
return card {
  keywords = { "Piercing" },
  when_digivolving = function(ctx)
    ctx:unsuspend("self")
    -- a Digimon only, unsuspended ones too; not the turn it came into play (Q1241), but
    -- with the memory on the opponent's side (Q1240: the turn ends once the attack does)
    ctx:attack(ctx.self, { no_player = true, unsuspended = true, optional = true })
  end,
}
