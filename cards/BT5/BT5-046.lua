-- BT5-046 Terriermon Assistant
-- [Main] <Digi-Burst 1> (Trash 1 of this Digimon's digivolution cards to activate the
-- effect below.)・Reveal the top card of your deck. Add it to your hand if it's a green
-- Digimon card. Otherwise, place it at the bottom of your deck.
return card {
  keywords = { "Digi-Burst 1" },
  main = {
    -- <Digi-Burst> is the effect's processing condition (16-13-2): without a digivolution
    -- card the [Main] effect cannot be activated (15-6-3)
    condition = function(ctx) return ctx:can_run_keyword("Digi-Burst 1") end,
    run = function(ctx)
      if not ctx:run_keyword("Digi-Burst 1") then return end
      local revealed = ctx:reveal(1)
      local green = ctx:cards(revealed, { kind = "Digimon", color = "Green" })[1]
      if green then ctx:move(green, "hand") end
      ctx:move(ctx:cards("revealed"), "deck_bottom")
    end,
  },
}
