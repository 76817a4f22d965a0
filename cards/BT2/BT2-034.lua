-- BT2-034 Salamon
-- [On Deletion] If you have 3 or fewer security cards, trigger <Recovery +1 (Deck)>.
-- (Place the top card of your deck on top of your security stack.)
return card {
  -- Read as each effect activates: of two deleted at once, the second sees the first's
  -- recovery (Q1009).
  on_deletion = {
    condition = function(ctx) return ctx:security_count() <= 3 end,
    run = function(ctx) ctx:run_keyword("Recovery +1 (Deck)") end,
  },
}
