-- BT3-109 Back for Revenge!
-- [Main] 1 of your Digimon gains "[On Deletion] Play this card without paying its memory
-- cost. Any [On Play] effects on Digimon played with this effect don't activate" for the
-- turn.
--
-- "This card" is the deleted Digimon's top card — the one it digivolved into after the
-- effect was given, if it did (Q2730). Only that card comes back: its digivolution cards
-- stay in the trash (Q1147); it is a new Digimon, without the effects the old one had
-- (Q1148), that has just entered play and can't attack this turn (Q1149).
return card {
  main = function(ctx)
    ctx:give_effect(ctx:choose_one("your_digimon"), {
      on_deletion = function(ctx)
        local top = ctx:last_known():top()
        if ctx:zone_of(top) == "trash" then ctx:play_card(top, { free = true, no_on_play = true }) end
      end,
    }, "turn")
  end,
}
