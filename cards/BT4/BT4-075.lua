-- BT4-075 Blastmon
-- ＜Security Attack +1＞ (This Digimon checks 1 additional security card.)
-- [When Attacking] Your opponent may choose 1 of their unsuspended Digimon. If they do,
-- switch the target of attack to that Digimon.
return card {
  keywords = { "Security Attack +1" },
  when_attacking = function(ctx)
    -- whatever the target, the opponent chooses, or not (Q1224, Q1227); an unsuspended
    -- Digimon becomes the target and battles as if attacked (Q1226, Q1309)
    local mon = ctx:choose_one({ owner = "opponent", kind = "Digimon", suspended = false }, {
      chooser = "opponent", optional = true, text = "switch the target of attack to it",
    })
    if mon then ctx:change_target(mon) end
  end,
}
