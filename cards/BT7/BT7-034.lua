-- BT7-034 Filmon
-- [Main] ＜Digi-Burst 2＞ (Trash 2 of this Digimon's digivolution cards to activate the effect
-- below.) ・1 of your opponent's Digimon gains ＜Security Attack -2＞ until the end of your
-- opponent's next turn. (This Digimon checks 2 fewer security cards)
return card {
  keywords = { "Digi-Burst 2" },
  main = {
    -- <Digi-Burst> is the effect's processing condition (16-13-2)
    condition = function(ctx) return ctx:can_run_keyword("Digi-Burst 2") end,
    run = function(ctx)
      if ctx:run_keyword("Digi-Burst 2") then
        ctx:give(ctx:choose_one("opponent_digimon"), "Security A. -2", "opponents_next_turn")
      end
    end,
  },
}
