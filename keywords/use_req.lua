-- <Use Req. (X)> (newer than ver. 3.6: neither ver. 3.6 §16 nor ver. 1.0 §12 has it)
-- Printed on Option cards with a parameter naming a requirement — "<Use Req. ([VB]
-- trait)>" (EX12-069), "<Use Req. ([Maquinamon] in text)>" — and, in our card data,
-- without reminder text; the name reads as a requirement for using the card.
--
-- NOT IMPLEMENTED: no rules text describes it yet, so this script only makes the name
-- known (lint, card text recognition): it has no effects and no action.
return keyword { name = "Use Req." }
