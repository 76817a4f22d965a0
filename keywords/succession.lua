-- <Succession (X)> (newer than ver. 3.6: neither ver. 3.6 §16 nor ver. 1.0 §12 has it)
-- Printed on Digimon cards with a parameter naming cards — "<Succession ([Ceresmon])>"
-- (BT26-032), "<Succession (Lv.6 w/[Chronomon] in name)>" (BT26-060), 4 cards — and,
-- in our card data, without reminder text.
--
-- NOT IMPLEMENTED: no rules text describes it yet, so this script only makes the name
-- known (lint, card text recognition): it has no effects and no action.
return keyword { name = "Succession" }
