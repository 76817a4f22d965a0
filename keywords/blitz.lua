-- <Blitz> (ver. 3.6 16-15; ver. 1.0 12-16)
-- "This Digimon can attack when your opponent has 1 or more memory."
--
-- An action (16-15-2), done by the line it is printed on ("[When Digivolving]
-- <Blitz>", "[On Play] <Blitz>") or by ctx:run_keyword("Blitz"). "If the memory is on
-- your opponent's side at 1 or more" is a condition (16-15-3): at 0 or more on your
-- side there is no <Blitz> attack (16-15-5, 12-16-4). "This Digimon may attack" is
-- optional (16-15-3, 12-16-5): its controller chooses the target among the usual ones
-- or declines. It is an ordinary attack (12-16-6) by a Digimon that must be able to
-- attack (12-16-7): unsuspended, not prohibited from attacking, not played this turn
-- unless it has <Rush>. Once declared the attack goes on even if the memory comes back
-- to 0 or more (16-15-4, 12-16-9), and it is over before the turn can end (12-16-8).
-- A second <Blitz> finds this Digimon suspended after the first attack (12-16-2).
-- The attack is made with <Blitz> (a permission may hold only in such attacks,
-- BT5-017); effects pending since before it activate after what the declaration
-- triggers, before the counter timing (11-1-4; Q1299).
return keyword {
  name = "Blitz",
  run = function(ctx)
    local self = ctx.self
    if self == nil or ctx:memory() >= 0 then return end
    ctx:attack(self, { optional = true })
  end,
}
