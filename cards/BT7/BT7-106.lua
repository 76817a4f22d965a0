-- BT7-106 Brave Metal
-- [Main] Delete 1 of your opponent's Digimon with a play cost of 6 or less. If you have a
-- Digimon with 5 or more digivolution cards and [X-Antibody] in its traits in play, you may
-- delete 1 of your opponent's Digimon without [X-Antibody] in its traits instead.
-- [Security] Activate this card's [Main] effect.
local big_x_antibody = { owner = "you", kind = "Digimon", trait = "X-Antibody", digivolution_cards_at_least = 5 }

return card {
  main = function(ctx)
    -- "instead" is the player's choice: declining it, the cost-6-or-less deletion may
    -- still take an [X-Antibody] Digimon (Q1671, Q1672)
    if ctx:count(big_x_antibody) > 0
      and ctx:may("delete 1 of your opponent's Digimon without [X-Antibody] in its traits instead?") then
      ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", except = { trait = "X-Antibody" } }))
      return
    end
    ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", cost_at_most = 6 }))
  end,
  security = function(ctx) ctx:activate_main() end,
}
