-- BT7-054 AncientBeetlemon
-- [Your Turn][Once Per Turn] When one of your Digimon with [Ten Warriors] or [Hybrid] in its
-- traits deletes an opponent's Digimon in battle and survives, trash the top card of your
-- opponent's security stack.
-- [On Deletion] You may play 1 green level 4 or lower card with [Hybrid] in its traits from
-- your hand without paying its memory cost.
return card {
  when = { {
    label = "[Your Turn][Once Per Turn] When one of your Digimon with [Ten Warriors] or [Hybrid] in its traits deletes an opponent's Digimon in battle and survives",
    on = "deletes_in_battle_and_survives", subject = "your_digimon", turn = "your", once_per_turn = true,
    -- this Digimon too: it has [Ten Warriors]
    trigger = function(ctx, ev)
      return ev.object ~= nil and (ev.object:has_trait("Ten Warriors") or ev.object:has_trait("Hybrid"))
    end,
    run = function(ctx) ctx:trash_security(1, "opponent") end,
  } },
  on_deletion = function(ctx)
    local playable = {}
    for _, c in ipairs(ctx:cards("hand", { color = "Green", level_at_most = 4, trait = "Hybrid" })) do
      if ctx:can_play(c, { free = true }) then playable[#playable + 1] = c end
    end
    local c = ctx:choose_card(playable, { optional = true })[1]
    if c then ctx:play_card(c, { free = true }) end
  end,
}
