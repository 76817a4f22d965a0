-- BT4-087 Anubismon
-- [When Digivolving] You may play 1 level 3 Digimon card from your trash without paying its
-- memory cost.
-- [Your Turn] When you play a Digimon from your trash, that Digimon gains ＜Rush＞ for the
-- turn. (This Digimon can attack the turn it comes into play.)
return card {
  when_digivolving = function(ctx)
    local card = ctx:choose_card(ctx:cards("trash", { kind = "Digimon", level = 3 }), {
      count = 1, optional = true, text = "play without paying its memory cost",
    })[1]
    if card then ctx:play_card(card, { free = true }) end
  end,
  when = { {
    -- also the one its [When Digivolving] plays (Q1233); kept through digivolution (Q1234)
    on = "played", from = "trash", turn = "your", subject = { owner = "you", kind = "Digimon" },
    run = function(ctx) ctx:give(ctx.event.object, "Rush", "turn") end,
  } },
}
