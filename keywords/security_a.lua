-- <Security A. +N/-N> (ver. 3.6 16-3; ver. 1.0 12-1: <Security Attack>)
-- "This Digimon checks N additional security cards" (or N fewer).
-- A persistent effect (16-3-2): the engine adds N to the number of checks as soon as
-- the Digimon has it; several add up (16-3-3) and the result is never below 0 (16-3-4).
return keyword { name = "Security A." }
