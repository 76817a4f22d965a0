-- BT1-102 Blade of the True
-- [Main] Trigger <Draw 1> (Draw 1 card from your deck) for every 2 security cards you have.
-- [Security] Activate this card's [Main] effect.
return card {
  main = function(ctx)
    for _ = 1, math.floor(ctx:security_count() / 2) do ctx:run_keyword("Draw 1") end
  end,
  security = function(ctx) ctx:activate_main() end,
}
