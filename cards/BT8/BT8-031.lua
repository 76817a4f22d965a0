-- BT8-031 FrosVelgrmon
-- [When Digivolving] Trash the top digivolution card of 1 of your opponent's Digimon. Then,
-- return 1 of your opponent's Digimon with no digivolution cards to its owner's hand.
-- [Opponent's Turn] All of your opponent's Digimon gain "[When Attacking] Trash the bottom
-- digivolution card of this Digimon."

return card {
  when_digivolving = function(ctx)
    local mon = ctx:choose_one("opponent_digimon", { text = "trash its top digivolution card" })
    if mon then ctx:trash_digivolution_cards(mon, 1, "top") end
    -- counted after the trash: the Digimon just stripped may be the one returned
    local bare = ctx:choose_one({ owner = "opponent", kind = "Digimon", has_digivolution_cards = false },
      { text = "return to its owner's hand" })
    if bare then ctx:return_to_hand(bare) end
  end,
  static = { {
    turn = "opponents",
    target = { owner = "opponent", kind = "Digimon" },
    -- the given effect is the attacking Digimon's own: "this Digimon" is it (15-13)
    give_effect = { when_attacking = function(ctx) ctx:trash_digivolution_cards(ctx.self, 1, "bottom") end },
  } },
}
