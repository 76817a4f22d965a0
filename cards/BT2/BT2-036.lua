-- BT2-036 Gatomon
-- [On Play] If you have a purple Digimon in play, 1 of your opponent's Digimon gets
-- -4000 DP for the turn.
-- [Your Turn] When one of your other Digimon is deleted, this Digimon gets +3000 DP for
-- the turn.
return card {
  on_play = {
    condition = function(ctx)
      return ctx:count({ owner = "you", kind = "Digimon", color = "Purple" }) > 0
    end,
    run = function(ctx) ctx:dp_plus(ctx:choose_one("opponent_digimon"), -4000, "turn") end,
  },
  when = { {
    on = "deleted", subject = { owner = "you", kind = "Digimon", not_self = true }, turn = "your",
    run = function(ctx) ctx:dp_plus("self", 3000, "turn") end,
  } },
}
