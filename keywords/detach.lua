-- <Detach (X)> (newer than ver. 3.6: neither ver. 3.6 §16 nor ver. 1.0 §12 has it)
-- Printed on Digimon cards with a trait parameter — "<Detach ([Seven Code] trait)>"
-- (BT26-010, BT26-019, 7 cards) — and, in our card data, without reminder text.
--
-- NOT IMPLEMENTED: no rules text describes it yet, so this script only makes the name
-- known (lint, card text recognition): it has no effects and no action.
return keyword { name = "Detach" }
