-- ST6-04 Dracmon
-- [On Play] You may return 1 purple Option card with a memory cost of 1 or 7 from your trash
-- to your hand.

-- "with a memory cost of 1 or 7": the printed use cost (2-7) is exactly one of them.
local function purple_options_costing_1_or_7(ctx)
  local found = {}
  for _, c in ipairs(ctx:cards("trash", { kind = "Option", color = "Purple" })) do
    if c:cost() == 1 or c:cost() == 7 then found[#found + 1] = c end
  end
  return found
end

return card {
  on_play = function(ctx)
    local option = ctx:choose_card(purple_options_costing_1_or_7(ctx),
      { count = 1, up_to = true, text = "return 1 purple Option card with a memory cost of 1 or 7 to your hand?" })
    ctx:move(option, "hand")
  end,
}
