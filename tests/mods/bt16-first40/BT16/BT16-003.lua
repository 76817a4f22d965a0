-- BT16-003 Upamon
-- Inherited: [Opponent's Turn] While this Digimon has 2 or more colors, it gains .
--
-- GAP (card data): the keyword this effect gives is missing from our card data. cards.json (and so
-- BT16.yaml) reads "it gains ." — the dump lost a bracketed keyword here, as it did in EX4-026 ("gains ."
-- followed by <Blocker>'s reminder text), EX4-047 and LM-014. Nothing in our data names it: the card has
-- no ruling, no reminder text survives, and errata.json has no entry for it. A guess would be a fake effect,
-- so nothing is scripted: the inherited effect gives nothing. With the keyword known (say K), the effect is
--   inherited = { static = { { turn = "opponents", keyword = K,
--     condition = function(ctx) return #ctx.self:colors() >= 2 end } } }
-- lint: unplayed the inherited effect's keyword is missing from the card data (see GAP above)
return card {
  inherited = {},
}
