-- BT6-102 Tropical Venom
-- [Main] 1 of your opponent's Digimon gains "[On Deletion] Lose 2 memory" until the end of
-- their next turn.
return card {
  main = function(ctx)
    -- the given [On Deletion] is that Digimon's effect, its owner's: they lose the memory (15-13)
    ctx:give_effect(ctx:choose_one("opponent_digimon"), {
      on_deletion = function(ctx) ctx:lose_memory(2) end,
    }, "their_next_turn")
  end,
}
