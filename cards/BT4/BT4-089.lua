-- BT4-089 Plutomon
-- [When Digivolving] Trigger ＜Draw 2＞. (Draw 2 cards from your deck.) Then, you may use a
-- purple Option card with a memory cost of 6 or less in your hand without paying its memory
-- cost.
return card {
  when_digivolving = function(ctx)
    ctx:run_keyword("Draw 2")
    local options = {}
    for _, c in ipairs(ctx:cards("hand", { kind = "Option", color = "Purple", cost_at_most = 6 })) do
      -- its color requirement still applies (9-1-1)
      if ctx:can_use(c, { free = true }) then options[#options + 1] = c end
    end
    local option = ctx:choose_card(options, {
      count = 1, optional = true, text = "use without paying its memory cost",
    })[1]
    if option then ctx:use_card(option, { free = true }) end
  end,
}
