-- ST9-15 Hell Masquerade
-- [Main] 1 of your Digimon gets +2000 DP for the turn. Then, If you have a blue Digimon
-- in play, 1 of your Digimon gains <Piercing> for the turn. (When this Digimon attacks
-- and deletes an opponent's Digimon and survives the battle, it performs any security
-- checks it normally would.)
-- [Security] Add this card to its owner's hand.
return card {
  main = function(ctx)
    ctx:dp_plus(ctx:choose_one("your_digimon"), 2000, "turn")
    -- chosen anew: the same Digimon or another one (Q722)
    if ctx:count({ owner = "you", kind = "Digimon", color = "Blue" }) > 0 then
      ctx:give(ctx:choose_one("your_digimon"), "Piercing", "turn")
    end
  end,
  security = function(ctx) ctx:add_to_hand() end,
}
