-- BT7-070 Wendigomon
-- [When Digivolving] You may reveal the top 5 cards of your deck. Trash all Tamer cards among
-- them. Place the remaining cards at the bottom of your deck in any order.
-- Inherited: [Your Turn][Once Per Turn] When you play a Tamer, ＜Draw 1＞. (Draw 1 card from
-- your deck.)
return card {
  when_digivolving = {
    -- the "you may" is the reveal; once revealed, the rest is done (Q1624), every Tamer
    -- card trashed (Q1625)
    optional = true,
    run = function(ctx)
      local revealed = ctx:reveal(5)
      ctx:trash_cards(ctx:cards(revealed, { kind = "Tamer" }))
      ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
    end,
  },
  inherited = {
    when = { {
      on = "played", subject = { owner = "you", kind = "Tamer" }, turn = "your", once_per_turn = true,
      run = function(ctx) ctx:run_keyword("Draw 1") end,
    } },
  },
}
