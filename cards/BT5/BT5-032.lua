-- BT5-032 Hexeblaumon
-- [When Attacking] Trash up to 2 digivolution cards from the bottom of 1 of your opponent's
-- Digimon. Then, if your opponent has a Digimon with no digivolution cards in play, this
-- Digimon gains <Jamming> (This Digimon can't be deleted in battles against Security
-- Digimon) for the turn.
-- [All Turns] Your opponent's Digimon with no digivolution cards can't attack or block.
local bare = { owner = "opponent", kind = "Digimon", has_digivolution_cards = false }

return card {
  when_attacking = function(ctx)
    local mon = ctx:choose_one("opponent_digimon")
    if mon then
      -- "up to 2": 1 or 2, as the player declares (15-10-2-2, 1-3-6)
      ctx:trash_digivolution_cards(mon, 2, "bottom", { up_to = true })
    end
    -- looked at once, after the trashing (Q1310); a Digimon with no digivolution cards
    -- that comes later gives nothing (Q1312)
    if ctx:count(bare) > 0 then ctx:give("self", "Jamming", "turn") end
  end,
  -- an attack already declared goes on if its attacker loses its cards (Q1311)
  static = { { target = bare, cannot = { "attack", "block" } } },
}
