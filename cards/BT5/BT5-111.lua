-- BT5-111 Omnimon X (Anti-body)
-- Your Digimon with [Omnimon] in its name can digivolve into this card in your hand for a
-- memory cost of 3, ignoring this card's digivolution requirements.
-- [When Attacking] Delete 1 of your opponent's Digimon with DP less than or equal to this
-- Digimon's DP.
-- [Opponent's Turn] When your opponent's Digimon attacks, you may trash 2 of this Digimon's
-- digivolution cards to end the attack.
return card {
  -- A permission of the card in the hand to your Digimon in the battle area (not the
  -- breeding area, 3-4-5, Q1385).
  static = { {
    area = "hand",
    target = { owner = "you", kind = "Digimon", name_has = "Omnimon" },
    may_digivolve = { into = "self", from = "hand", cost = 3 },
  } },
  when_attacking = function(ctx)
    -- "as much DP as this Digimon": no printed maximum to raise (15-15-5-3)
    ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_most = ctx.self:dp() }))
  end,
  when = { {
    label = "[Opponent's Turn] When your opponent's Digimon attacks",
    on = "attacks", subject = { owner = "opponent", kind = "Digimon" }, turn = "opponents",
    optional = true,
    -- "by trashing 2": not met by trashing only 1 (15-7, Q1387)
    condition = function(ctx) return ctx.self:digivolution_count() >= 2 end,
    run = function(ctx)
      if ctx:trash_digivolution_cards(ctx.self, 2, "choose") == 2 then
        -- ending an attack does not affect the attacker: one unaffected by effects is
        -- stopped too (Q1389)
        ctx:end_attack()
      end
    end,
  } },
}
