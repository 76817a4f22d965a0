-- BT6-054 AncientTroymon
-- [Opponent's Turn] When an opponent's Digimon attacks, suspend up to 2 of their Digimon
-- without <Blocker>.
-- [On Deletion] You may play 1 green level 4 or lower Digimon card with Hybrid in its form
-- from your hand without paying its memory cost.
local green_hybrid = { kind = "Digimon", color = "Green", level_at_most = 4, trait = "Hybrid" }

return card {
  when = { {
    label = "[Opponent's Turn] When an opponent's Digimon attacks",
    on = "attacks", subject = "opponent_digimon", turn = "opponents",
    run = function(ctx)
      ctx:suspend(ctx:choose({ owner = "opponent", kind = "Digimon", except = { keyword = "Blocker" } },
        { count = 2, up_to = true }))
    end,
  } },
  on_deletion = function(ctx)
    local playable = {}
    for _, c in ipairs(ctx:cards("hand", green_hybrid)) do
      if ctx:can_play(c, { free = true }) then playable[#playable + 1] = c end
    end
    local c = ctx:choose_card(playable, {
      optional = true, text = "play 1 green level 4 or lower Hybrid Digimon card without paying its cost",
    })[1]
    if c then ctx:play_card(c, { free = true }) end
  end,
}
