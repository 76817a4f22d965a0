-- ST5-09 MetalGreymon
-- [When Digivolving] Until the end of your opponent's next turn, 1 of your Digimon gains
-- ＜Blocker＞. (When an opponent's Digimon attacks, you may suspend this Digimon to force the
-- opponent to attack it instead.)
return card {
  when_digivolving = function(ctx)
    -- this Digimon is one of your Digimon too (Q665)
    ctx:give(ctx:choose_one("your_digimon"), "Blocker", "opponents_next_turn")
  end,
}
