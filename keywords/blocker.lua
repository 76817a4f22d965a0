-- <Blocker> (ver. 3.6 16-4; ver. 1.0 12-2)
-- "When an opponent's Digimon attacks, you may suspend this Digimon to force the
-- opponent to attack it instead."
-- The block is a rule (12-1): in the block timing the engine offers every unsuspended
-- Digimon that has <Blocker> (4-2-8), once per attack however many it has (16-4-3).
-- Having the keyword is all it takes, so this script adds no effect.
return keyword { name = "Blocker" }
