-- BT6-077 Rebellimon
-- [When Digivolving] You may trash 1 card in your hand to have this Digimon gain ＜Blocker＞
-- (When an opponent's Digimon attacks, you may suspend this Digimon to force the opponent to
-- attack it instead) and ＜Retaliation＞ (When this Digimon is deleted after losing a battle,
-- delete the Digimon it was battling) until the end of your opponent's next turn.
-- [All Turns] This Digimon is also treated as black.
return card {
  when_digivolving = {
    -- "X to Y": with no card to trash it cannot activate (Q1467)
    optional = true,
    condition = function(ctx) return ctx:count_cards("hand") > 0 end,
    run = function(ctx)
      local trashed = ctx:trash_cards(ctx:choose_card(ctx:hand(), { count = 1, text = "trash 1 card in your hand" }))
      if trashed == 0 or ctx.self == nil then return end
      ctx:give(ctx.self, "Blocker", "opponents_next_turn")
      ctx:give(ctx.self, "Retaliation", "opponents_next_turn")
    end,
  },
  -- from the battle area only: in the breeding area it is not black (Q1466)
  static = { { also_color = "Black" } },
}
