-- BT4-020 ShineGreymon
-- [Your Turn] When one of your red or yellow Tamers is suspended, this Digimon gains ＜Security
-- Attack +1＞ (This Digimon checks 1 additional security card) for the turn.
return card {
  when = { {
    on = "suspended", subject = { owner = "you", kind = "Tamer" }, turn = "your",
    trigger = function(_, ev) return ev.object:has_color("Red") or ev.object:has_color("Yellow") end,
    -- each suspension gives one more: two Tamers suspended at two times, +2 (Q1176, Q1177)
    run = function(ctx) ctx:give("self", "Security A. +1", "turn") end,
  } },
}
