-- BT3-015 MetalGreymon
-- <Piercing> (When this Digimon attacks and deletes an opponent's Digimon and survives the
-- battle, it performs any security checks it normally would.)
-- [When Digivolving] You may return 1 level 7 Digimon card with [Virus] in its attribute
-- from your trash to your hand.
return card {
  keywords = { "Piercing" },
  when_digivolving = function(ctx)
    local card = ctx:choose_card(ctx:cards("trash", { kind = "Digimon", level = 7, trait = "Virus" }),
      { count = 1, optional = true })[1]
    if card then ctx:move(card, "hand") end
  end,
}
