-- BT4-078 Soundbirdmon
-- [When Attacking] You may trash 1 Option card in your hand to gain 1 memory.
return card {
  when_attacking = function(ctx)
    -- "you may X to Y": Y only if X was done (15-9-2)
    local option = ctx:choose_card(ctx:cards("hand", { kind = "Option" }), {
      count = 1, optional = true, text = "trash to gain 1 memory",
    })[1]
    if option and ctx:trash_cards(option) > 0 then ctx:gain_memory(1) end
  end,
}
