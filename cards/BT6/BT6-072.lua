-- BT6-072 Ogremon
-- [On Play] You may trash 1 card in your hand to delete 1 of your opponent's level 4 or
-- lower Digimon.
return card {
  on_play = {
    -- "X to Y": with no card to trash it cannot activate (Q1463)
    optional = true,
    condition = function(ctx) return ctx:count_cards("hand") > 0 end,
    run = function(ctx)
      local trashed = ctx:trash_cards(ctx:choose_card(ctx:hand(), { count = 1, text = "trash 1 card in your hand" }))
      if trashed == 0 then return end
      ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", level_at_most = 4 }))
    end,
  },
}
