-- BT2-062 Infermon
-- [Your Turn] When this Digimon digivolves into a [Diaboromon] in your hand, reduce the memory
-- cost of the digivolution by 1.
return card {
  would = { {
    -- An effect of the battle area only: not from the breeding area (Q1025).
    on = "digivolve", subject = "self", turn = "your",
    trigger = function(ctx)
      local into = ctx:would_card()
      return into ~= nil and into:has_name("Diaboromon") and ctx:zone_of(into) == "hand"
    end,
    reduces = 1,
    run = function(ctx) ctx:change_cost(-1) end,
  } },
}
