-- <Engage> (newer than ver. 3.6: neither ver. 3.6 §16 nor ver. 1.0 §12 has it)
-- Printed on Digimon cards without a number or parameter — "<Engage>" (EX12-019,
-- EX12-060, 4 cards) — and, in our card data, without reminder text.
--
-- NOT IMPLEMENTED: no rules text describes it yet, so this script only makes the name
-- known (lint, card text recognition): it has no effects and no action.
return keyword { name = "Engage" }
