-- BT5-079 BlackWarGrowlmon
-- [Main] ＜Digi-Burst 3＞ (Trash 3 of this Digimon's Digivolution cards to activate the effect
-- below.)・You may play 1 level 3 purple Digimon card from your trash without paying its
-- memory cost. Any [On Play] effects on Digimon played with this effect don't activate.
-- Inherited: [When Attacking][Once Per Turn] You may delete 1 of your other Digimon to
-- unsuspend this Digimon.
local others = { owner = "you", kind = "Digimon", not_self = true }

return card {
  keywords = { "Digi-Burst 3" },
  main = {
    -- <Digi-Burst> is the effect's processing condition (16-13-2): without 3 digivolution
    -- cards the [Main] effect cannot be activated (15-6-3)
    condition = function(ctx) return ctx:can_run_keyword("Digi-Burst 3") end,
    run = function(ctx)
      if not ctx:run_keyword("Digi-Burst 3") then return end
      local digimon = ctx:choose_card(ctx:cards("trash", { kind = "Digimon", level = 3, color = "Purple" }),
        { count = 1, optional = true, text = "play without paying its memory cost?" })[1]
      if digimon then ctx:play_card(digimon, { free = true, no_on_play = true }) end
    end,
  },
  inherited = {
    when_attacking = {
      optional = true, once_per_turn = true,
      condition = function(ctx) return ctx:count(others) > 0 end,
      run = function(ctx)
        local mine = ctx:choose_one(others, { text = "delete 1 of your other Digimon" })
        ctx:delete(mine)
        -- "X to Y": Y only if X was done (15-7).
        if mine == nil or ctx:on_field(mine) then return end
        ctx:unsuspend("self")
      end,
    },
  },
}
