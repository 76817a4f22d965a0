-- BT2-040 Ophanimon
-- [On Deletion] Place this card on top of your security stack face down.
return card {
  on_deletion = function(ctx)
    -- Only from the trash: a card that has already moved on is a new card (3-1-3-1).
    -- Placed there, it is a security card like any other (Q1013).
    if ctx:zone_of(ctx.card) == "trash" then ctx:to_security() end
  end,
}
