-- BT6-071 Kinkakumon
-- Inherited: [When Attacking] You may trash 1 card in your hand to delete 1 of your
-- opponent's level 3 Digimon.
return card {
  inherited = {
    when_attacking = {
      -- "X to Y": with no card to trash it cannot activate (as BT6-072 Q1463)
      optional = true,
      condition = function(ctx) return ctx:count_cards("hand") > 0 end,
      run = function(ctx)
        local trashed = ctx:trash_cards(ctx:choose_card(ctx:hand(), { count = 1, text = "trash 1 card in your hand" }))
        if trashed == 0 then return end
        ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", level = 3 }))
      end,
    },
  },
}
