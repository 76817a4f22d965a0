-- BT6-027 Majiramon
-- [When Digivolving] Trash 1 digivolution card from the top of 1 of your opponent's
-- Digimon.
-- Inherited: [When Attacking][Once Per Turn] If your opponent has no Digimon with
-- digivolution cards in play, unsuspend this Digimon.
return card {
  when_digivolving = function(ctx)
    local mon = ctx:choose_one("opponent_digimon", { text = "trash its top digivolution card" })
    if mon then ctx:trash_digivolution_cards(mon, 1, "top") end
  end,
  inherited = {
    when_attacking = {
      once_per_turn = true,
      -- also met when the opponent has no Digimon at all (Q1418)
      condition = function(ctx)
        return ctx:count({ owner = "opponent", kind = "Digimon", has_digivolution_cards = true }) == 0
      end,
      run = function(ctx) ctx:unsuspend("self") end,
    },
  },
}
