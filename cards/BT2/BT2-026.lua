-- BT2-026 Veedramon
-- [Your Turn] While you have a blue Tamer in play, this Digimon gains <Jamming>. (This
-- Digimon can't be deleted in battles against Security Digimon.)
return card {
  static = { {
    turn = "your", keyword = "Jamming",
    condition = function(ctx)
      return ctx:count({ owner = "you", kind = "Tamer", color = "Blue" }) > 0
    end,
  } },
}
