-- BT7-086 Tommy Himi
-- [On Play] Trash 3 digivolution cards from the bottom of 1 of your opponent's Digimon.
-- Inherited: [When Attacking][Once Per Turn] Until the end of your opponent's next turn, 1 of
-- your opponent's Digimon with no digivolution cards can't attack or block.
-- [Security] Play this card without paying its memory cost.
return card {
  on_play = function(ctx)
    local mon = ctx:choose_one("opponent_digimon")
    if mon then ctx:trash_digivolution_cards(mon, 3, "bottom") end
  end,
  inherited = {
    when_attacking = {
      once_per_turn = true,
      run = function(ctx)
        -- the Digimon chosen keeps the ban, even if it gains digivolution cards (Q1656)
        local mon = ctx:choose_one({ owner = "opponent", kind = "Digimon", has_digivolution_cards = false })
        ctx:cannot(mon, { "attack", "block" }, "opponents_next_turn")
      end,
    },
  },
  security = function(ctx) ctx:play_self { free = true } end,
}
