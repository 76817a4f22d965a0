-- BT3-058 BanchoStingmon
-- <Piercing> (When this Digimon attacks and deletes an opponent's Digimon and survives the battle, it performs any security checks it normally would.)
-- [When Attacking] If you attack an opponent's Digimon that has 12000 DP or more, this Digimon gets +7000 DP and <Security Attack +2> (This Digimon checks 2 additional security cards) for the turn.
return card {
  keywords = { "Piercing" },
  when_attacking = {
    -- The Digimon attacked, with its DP as the effect resolves.
    condition = function(ctx)
      local a = ctx:current_attack()
      return a ~= nil and a.target ~= nil and (a.target:dp() or 0) >= 12000
    end,
    run = function(ctx)
      ctx:dp_plus("self", 7000, "turn")
      ctx:give("self", "Security A. +2", "turn")
    end,
  },
}
