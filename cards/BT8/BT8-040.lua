-- BT8-040 Betsumon
-- [When Digivolving] You may trash 1 card in your hand to treat this Digimon as also having
-- the colors of the trashed card for the turn. Then, if this Digimon has 2 or more colors,
-- ＜Draw 2＞. (Draw 2 cards from your deck.)
return card {
  when_digivolving = function(ctx)
    local picked = ctx:choose_card(ctx:hand(), { count = 1, up_to = true, optional = true, text = "trash to take its colors" })
    if ctx:trash_cards(picked) > 0 then
      -- every color of the trashed card, a multicolor card's too (Q1728, Q1729)
      ctx:treat_as(ctx.self, { color = picked[1]:colors() }, "turn")
    end
    -- "Then": counted whether or not a card was trashed
    if #ctx.self:colors() >= 2 then ctx:run_keyword("Draw 2") end
  end,
}
