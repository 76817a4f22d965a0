-- <Ascension> (newer than ver. 3.6: neither ver. 3.6 §16 nor ver. 1.0 §12 has it)
-- Defined by its reminder text, as printed on BT25-034 Angemon (also BT25-040, EX12-047):
-- "<Ascension> (When this Digimon is deleted, you may place this card as the top
-- security card.)" — our card data prints the keyword without the reminder.
--
-- A triggered effect of this Digimon's deletion, like [On Deletion] (15-16-4): it
-- triggers however the Digimon is deleted (battle, effect, rule check), waits pending
-- with the card's other [On Deletion] effects in the order its controller chooses, and
-- activates from the trash (4-13-2). "You may": optional (15-9-2). "This card" is the
-- top card only; its digivolution cards stay in the trash. A card that left the trash
-- before it activates is a new card (3-1-3-1, 15-4-4-3): nothing is placed. Rulings
-- Q6815 (EX12-047) and Q7100 (BT26-075): activated first, the card leaves the trash and
-- its other pending [On Deletion] effects no longer activate. Built with ctx:to_security.
return keyword {
  name = "Ascension",
  effects = {
    on_deletion = {
      optional = true,
      condition = function(ctx) return ctx:zone_of(ctx.card) == "trash" end,
      run = function(ctx) ctx:to_security() end,
    },
  },
}
