-- BT8-042 Shakkoumon
-- [When Digivolving] If you have 5 or fewer security cards, ＜Recovery +1 (Deck)＞. (Place the
-- top card of your deck on top of your security stack.) Then, when DNA digivolving, return 1
-- of your opponent's Digimon whose level is less than or equal to the number of cards in your
-- security stack to its owner's hand.
-- Inherited: [When Attacking] 1 of your opponent's Digimon gets -3000 DP for the turn.
local function few_security(ctx) return ctx:security_count() <= 5 end

return card {
  when_digivolving = {
    -- neither "if" met: nothing activates (15-6-3)
    condition = function(ctx) return few_security(ctx) or ctx:dna_digivolving() end,
    run = function(ctx)
      if few_security(ctx) then ctx:run_keyword("Recovery +1 (Deck)") end
      if ctx:dna_digivolving() then
        -- the security stack counted after the recovery
        ctx:return_to_hand(ctx:choose_one({ owner = "opponent", kind = "Digimon", level_at_most = ctx:security_count() }))
      end
    end,
  },
  inherited = {
    when_attacking = function(ctx) ctx:dp_plus(ctx:choose_one("opponent_digimon"), -3000, "turn") end,
  },
}
