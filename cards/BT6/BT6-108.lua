-- BT6-108 Underworld's Call
-- When you trash this card in your hand using one of your effects, trigger <Draw 1>. (Draw 1
-- card from your deck.)
-- [Main] You may play 1 purple level 4 or lower Digimon card from your trash without paying
-- its memory cost.
-- [Security] Activate this card's [Main] effect.
return card {
  when = { {
    -- it activates from the trash, where the card waits (4-14-2)
    label = "When trashed from your hand by your effect",
    on = "card_moved", subject = "this_card", from = "hand", to = "trash", area = "trash",
    trigger = function(ctx, ev) return ev.cause == "effect" and ev.effect_of == "you" end,
    run = function(ctx) ctx:run_keyword("Draw 1") end,
  } },
  main = function(ctx)
    local choices = {}
    for _, c in ipairs(ctx:cards("trash", { kind = "Digimon", color = "Purple", level_at_most = 4 })) do
      if ctx:can_play(c, { free = true }) then choices[#choices + 1] = c end
    end
    local c = ctx:choose_card(choices, { optional = true, text = "play without paying its memory cost" })[1]
    if c then ctx:play_card(c, { free = true }) end
  end,
  security = function(ctx) ctx:activate_main() end,
}
