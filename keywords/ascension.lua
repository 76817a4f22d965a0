-- <Ascension> (newer than ver. 3.6: neither ver. 3.6 §16 nor ver. 1.0 §12 has it)
-- Printed on Digimon cards without a number or parameter — "<Ascension>" (EX12-047,
-- BT25-034, 6 cards; also gained: "gains <Execute> and <Ascension> for the turn") —
-- and, in our card data, without reminder text.
--
-- NOT IMPLEMENTED: no rules text describes it yet, so this script only makes the name
-- known (lint, card text recognition): it has no effects and no action.
return keyword { name = "Ascension" }
