-- BT16-033 Harpymon
-- [Digivolve] [Hawkmon]: Cost 2
-- <Armor Purge>
-- [Your Turn] When this Digimon checks your opponent's security stack, if you have 3 or
-- more security cards, gain 1 memory. If you have 2 or fewer, <Recovery +1 (Deck)>.
return card {
  keywords = { "Armor Purge" },
  when = { {
    on = "security_checked", subject = "self", turn = "your",
    run = function(ctx)
      if ctx:security_count() >= 3 then ctx:gain_memory(1) end
      if ctx:security_count() <= 2 then ctx:run_keyword("Recovery +1 (Deck)") end
    end,
  } },
}
