-- BT16-006 Cupimon
-- Inherited: [On Deletion] By trashing 1 card in your hand, gain 1 memory.
return card {
  inherited = {
    -- "By trashing ...": an optional cost (15-7-1, 15-7-4): the effect activates, its
    -- controller may pay; only a card trashed gains the memory
    on_deletion = function(ctx)
      local c = ctx:choose_card(ctx:hand(), { count = 1, optional = true, text = "trash 1 card to gain 1 memory?" })
      if ctx:trash_cards(c) == 1 then ctx:gain_memory(1) end
    end,
  },
}
