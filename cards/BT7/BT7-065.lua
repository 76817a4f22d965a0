-- BT7-065 Dorugoramon
-- [Your Turn] For each card with [X-Antibody] in its traits in this Digimon's digivolution
-- cards, this Digimon gets +1000 DP.
-- [When Attacking][Once Per Turn] You may place 1 card with [X-Antibody] in its traits from
-- your hand at the bottom of this Digimon's digivolution cards to delete up to 2 of your
-- opponent's Digimon with play costs less than or equal to this Digimon's digivolution cards.

local function x_antibody(ctx, cards) return ctx:cards(cards, { trait = "X-Antibody" }) end

return card {
  static = { {
    turn = "your",
    dp = function(ctx, obj) return 1000 * #x_antibody(ctx, ctx:digivolution_cards(obj)) end,
  } },
  when_attacking = {
    -- all "you may": declined, it does not activate and its [Once Per Turn] is not spent
    -- (15-9-2-2, 15-14-1-1)
    once_per_turn = true, optional = true,
    condition = function(ctx) return #x_antibody(ctx, "hand") > 0 end,
    run = function(ctx)
      local c = ctx:choose_card(x_antibody(ctx, "hand"), { text = "place at the bottom of this Digimon's digivolution cards" })[1]
      -- "by X, Y" (15-7-1): the deletion only once the card is placed; the count is taken
      -- after it, the placed card included
      if not c or ctx:move(c, "under", { under = ctx.self }) == 0 then return end
      local n = ctx.self:digivolution_count()
      ctx:delete(ctx:choose({ owner = "opponent", kind = "Digimon", cost_at_most = n }, { count = 2, up_to = true }))
    end,
  },
}
