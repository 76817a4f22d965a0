-- BT5-019 Shoutmon DX
-- [When Digivolving] ＜Blitz＞ (This Digimon can attack when your opponent has 1 or more
-- memory.)
-- [When Digivolving] You may place 1 red Digimon card from your hand at the top of this
-- Digimon's digivolution cards. Then, for each [OmniShoutmon] or [ZeigGreymon] in this
-- Digimon's digivolution cards, delete 1 of your opponent's Digimon with 5000 DP or less.
return card {
  -- two [When Digivolving] effects, in the order the controller chooses (Q1298); with
  -- <Blitz> first, the other activates before the attack's counter timing (Q1299)
  keywords = { "[When Digivolving] <Blitz>" },
  when_digivolving = {
    label = "[When Digivolving] You may place 1 red Digimon card", -- told apart from <Blitz>
    run = function(ctx)
      -- any red Digimon card, whatever its level (Q1295)
      local card = ctx:choose_card(ctx:cards("hand", { kind = "Digimon", color = "Red" }),
        { count = 1, optional = true, text = "place at the top of the digivolution cards" })[1]
      if card then ctx:move(card, "under", { under = ctx.self, position = "top" }) end
      local n = #ctx:cards(ctx:digivolution_cards(ctx.self), { name = { "OmniShoutmon", "ZeigGreymon" } })
      if n > 0 then
        ctx:delete(ctx:choose({ owner = "opponent", kind = "Digimon", dp_at_most = ctx:deletion_max(5000) }, { count = n }))
      end
    end,
  },
}
