-- BT2-094 Arctic Blizzard
-- [Main] Choose 1 digivolution card of 1 of your opponent's Digimon and trash it. Then, 1 of
-- your Digimon gets +2000 DP for the turn.
-- [Security] Add this card to your hand.
return card {
  main = function(ctx)
    local mon = ctx:choose_one({ owner = "opponent", kind = "Digimon", has_digivolution_cards = true })
    if mon then
      ctx:move(ctx:choose_card(ctx:digivolution_cards(mon), { text = "trash 1 digivolution card" }), "trash")
    end
    ctx:dp_plus(ctx:choose_one("your_digimon"), 2000, "turn")
  end,
  security = function(ctx) ctx:add_to_hand() end,
}
