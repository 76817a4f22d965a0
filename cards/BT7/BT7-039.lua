-- BT7-039 Stefilmon
-- [When Digivolving] If this Digimon has 1 digivolution card, you may place up to 2 level 4 or
-- lower yellow Digimon cards from your hand at the bottom of this Digimon's digivolution cards
-- in any order. Then, ＜Draw 1＞ for each Digimon card you placed. (Draw 1 card from your deck.)
-- Inherited: [Your Turn] When this card is trashed due to activating this Digimon's
-- ＜Digi-Burst＞, 1 of your Digimon gains ＜Security Attack +1＞ for the turn. (This Digimon
-- checks 1 additional security card.)
return card {
  when_digivolving = {
    condition = function(ctx) return ctx.self ~= nil and ctx.self:digivolution_count() == 1 end,
    run = function(ctx)
      local yellow = ctx:cards("hand", { kind = "Digimon", color = "Yellow", level_at_most = 4 })
      local picked = ctx:choose_card(yellow, { count = 2, up_to = true, optional = true })
      local placed = ctx:move(picked, "under", { under = ctx.self, position = "bottom", order = "any" })
      for _ = 1, placed do ctx:run_keyword("Draw 1") end
    end,
  },
  inherited = {
    when = { {
      on = "card_moved", subject = "this_card", from = "digivolution", to = "trash", turn = "your",
      -- <Digi-Burst> trashes only its own Digimon's digivolution cards (16-13-1); what it
      -- trashes triggers once the effect it opens is done (15-4-3-2, Q1567)
      condition = function(ctx) return ctx.event.effect_keyword == "Digi-Burst" end,
      run = function(ctx) ctx:give(ctx:choose_one("your_digimon"), "Security A. +1", "turn") end,
    } },
  },
}
