-- BT7-104 Metal Cannon
-- [Main] Choose 1 of your Digimon with [X-Antibody] in its traits. Then, <Draw 1> for each
-- of that Digimon's digivolution cards. (Draw 1 card from your deck.)
-- [Security] Add this card to its owner's hand.
return card {
  main = function(ctx)
    local mon = ctx:choose_one({ owner = "you", kind = "Digimon", trait = "X-Antibody" })
    if mon == nil then return end
    for _ = 1, mon:digivolution_count() do
      ctx:run_keyword("Draw 1")
    end
  end,
  security = function(ctx) ctx:add_to_hand() end,
}
