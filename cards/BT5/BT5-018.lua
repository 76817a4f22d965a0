-- BT5-018 Dorbickmon
-- [When Attacking] You may trash 1 red Digimon card in your hand to add the trashed card's DP
-- to this Digimon for the turn.
return card {
  when_attacking = function(ctx)
    -- "you may X to Y": Y only if X was done (15-9-2)
    local red = ctx:choose_card(ctx:cards("hand", { kind = "Digimon", color = "Red" }), {
      count = 1, optional = true, text = "trash to add its DP to this Digimon",
    })[1]
    if red and ctx:trash_cards(red) > 0 then
      -- the printed DP of the trashed card; each use adds for the turn (Q1294)
      ctx:dp_plus(ctx.self, red:dp(), "turn")
    end
  end,
}
