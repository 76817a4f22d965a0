-- BT2-047 Argomon
-- <Digisorption -3> (When one of your Digimon digivolves into this card from your hand, you may
-- suspend 1 of your Digimon to reduce the memory cost of the digivolution by 3.)
-- Inherited: [When Attacking] You may play 1 level 3 green Digimon card from your hand suspended
-- without paying its memory cost.
return card {
  keywords = { "Digisorption -3" },
  inherited = {
    when_attacking = function(ctx)
      local playable = {}
      for _, c in ipairs(ctx:cards("hand", { kind = "Digimon", level = 3, color = "Green" })) do
        if ctx:can_play(c, { free = true, suspended = true }) then playable[#playable + 1] = c end
      end
      local c = ctx:choose_card(playable, { optional = true })[1]
      -- A play like any other: its [On Play] effects activate (Q1018).
      if c then ctx:play_card(c, { free = true, suspended = true }) end
    end,
  },
}
