-- <Blocker> (ver. 3.6 16-4; ver. 1.0 12-2)
-- "When an opponent's Digimon attacks, you may suspend this Digimon to force the
-- opponent to attack it instead."
-- The block itself is a rule (12-1): in the block timing the engine offers every
-- unsuspended Digimon that has <Blocker> (4-2-8). Having the keyword is all it takes.
return keyword {
  name = "Blocker",
  effects = function()
    return { static = { { target = "self", keyword = "Blocker" } } }
  end,
}
