-- BT6-033 Pulsemon
-- [On Play] You may trash any number of cards from the top of your Security Stack until you
-- have 3 or more remaining to gain 1 memory for each security card you trashed.
-- Inherited: [Your Turn] While you have 3 security cards, this Digimon gains ＜Jamming＞.
-- (This Digimon can't be deleted in battles against Security Digimon.)
return card {
  on_play = {
    -- any number from 0 (declining) up to leaving 3 (Q1422, Q1424); with 3 or fewer
    -- security cards none can be trashed and it does nothing (Q1423)
    optional = true,
    condition = function(ctx) return ctx:security_count() > 3 end,
    run = function(ctx)
      local n = ctx:choose_number(ctx:security_count() - 3, "trash how many security cards?")
      ctx:gain_memory(ctx:trash_security(n))
    end,
  },
  inherited = {
    static = { {
      turn = "your", keyword = "Jamming",
      condition = function(ctx) return ctx:security_count() == 3 end,
    } },
  },
}
