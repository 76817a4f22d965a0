-- BT6-033 Pulsemon
-- [On Play] You may trash any number of cards from the top of your Security Stack until you
-- have 3 or more remaining to gain 1 memory for each security card you trashed.
-- Inherited: [Your Turn] While you have 3 security cards, this Digimon gains ＜Jamming＞.
-- (This Digimon can't be deleted in battles against Security Digimon.)
return card {
  on_play = {
    -- any number from 0 (declining) up to leaving 3 (Q1422, Q1424). "Until you have 3 or
    -- more remaining" is no "if" (15-6-1): with 3 or fewer security cards it still
    -- triggers and may be activated (15-9-2, 15-1-6), and then does nothing, as no card
    -- can be trashed (1-3-2, Q1423)
    optional = true,
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
