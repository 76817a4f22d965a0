-- BT2-030 MetalSeadramon
-- [On Play] Return up to 2 of your opponent's level 4 or lower Digimon to their hand.
-- (Trash all of the digivolution cards of those Digimon.)
-- [Your Turn] This Digimon can't be blocked by your opponent's Digimon with no
-- digivolution cards.
return card {
  on_play = function(ctx)
    local mons = ctx:choose({ owner = "opponent", kind = "Digimon", level_at_most = 4 },
      { count = 2, up_to = true, text = "return to their hand" })
    ctx:return_to_hand(mons)
  end,
  -- While this Digimon attacks, those Digimon can't block (Q1006).
  static = { {
    turn = "your",
    target = { owner = "opponent", kind = "Digimon", has_digivolution_cards = false },
    cannot = "block",
    condition = function(ctx)
      local a = ctx:current_attack()
      return a ~= nil and a.attacker == ctx.self
    end,
  } },
}
