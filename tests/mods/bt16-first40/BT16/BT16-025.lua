-- BT16-025 Paildramon
-- [DNA Digivolution] Blue Lv.4 + green Lv.4: Cost 0 Digivolve unsuspended with the 2
-- specified Digimon stacked on top of each other.
-- <Partition (blue Lv.4 & green Lv.4)>
-- [When Digivolving] Suspend all of your opponent's Digimon with as many or fewer
-- digivolution cards as this Digimon. Then, if DNA digivolving, none of their Digimon
-- can unsuspend until the end of their turn.
-- [When Attacking] [Once Per Turn] Suspend 1 of your opponent's unsuspended Digimon. If
-- this effect didn't suspend, unsuspend this Digimon.
-- Inherited: <Partition (blue Lv.4 & green Lv.4)> (When this Digimon with each of the
-- specified digivolution cards would leave the battle area other than by your effects
-- or a battle, you may play 1 each of the specified cards without paying the costs.)
return card {
  keywords = { "Partition (blue Lv.4 & green Lv.4)" },
  when_digivolving = function(ctx)
    ctx:suspend({ owner = "opponent", kind = "Digimon", digivolution_cards_at_most = "self" })
    if ctx:dna_digivolving() then
      ctx:cannot("opponent_digimon", "unsuspend", "their_turn")
    end
  end,
  when_attacking = {
    once_per_turn = true,
    run = function(ctx)
      local target = ctx:choose_one({ owner = "opponent", kind = "Digimon", suspended = false }, { text = "suspend" })
      if target then ctx:suspend(target) end
      local suspended = target ~= nil and ctx:on_field(target) and target:is_suspended()
      if not suspended then ctx:unsuspend("self") end
    end,
  },
  inherited = {
    keywords = { "Partition (blue Lv.4 & green Lv.4)" },
  },
}
