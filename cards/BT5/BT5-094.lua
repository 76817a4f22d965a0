-- BT5-094 Rowdy Rocker
-- [Main] You may place 1 red level 4 or lower Digimon card from your hand under 1 of your
-- Digimon as its bottom digivolution card. If you do, trigger <Draw 2>. (Draw 2 cards from
-- your deck.)
-- [Security] Add this card to its owner's hand.
--
-- Any of your Digimon, one that digivolved from a Tamer too (Q1371).
return card {
  main = function(ctx)
    local mons = ctx:all({ owner = "you", kind = "Digimon" })
    if #mons == 0 then return end
    local c = ctx:choose_card(ctx:cards("hand", { kind = "Digimon", color = "Red", level_at_most = 4 }),
      { optional = true })[1]
    if not c then return end
    local mon = ctx:choose_one({ owner = "you", kind = "Digimon" })
    if mon and ctx:move(c, "under", { under = mon }) > 0 then
      ctx:run_keyword("Draw 2")
    end
  end,
  security = function(ctx) ctx:move(ctx.card, "hand") end,
}
