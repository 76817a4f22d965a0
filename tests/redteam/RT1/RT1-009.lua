-- RT1-009 Loopmon: a card table that holds itself.
-- The card table's link part is the card table itself: the builder would follow
-- card.link.link.link... until Go's stack overflowed.
local t = { on_play = function(ctx) ctx:gain_memory(1) end }
t.link = t
return card(t)
