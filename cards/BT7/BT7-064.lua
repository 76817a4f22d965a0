-- BT7-064 DoruGreymon
-- [When Digivolving] You may place 1 black card with [X-Antibody] in its traits from your hand
-- at the bottom of this Digimon's digivolution cards to prevent effects from deleting it or
-- reducing its DP until the end of your opponent's next turn.
-- Inherited: [Your Turn] While this Digimon has [X-Antibody] in its traits, it gains ＜Security
-- Attack +1＞. (This Digimon checks 1 additional security card.)

local function black_x_antibody_in_hand(ctx)
  return ctx:cards("hand", { color = "Black", trait = "X-Antibody" })
end

return card {
  when_digivolving = {
    -- "by X, Y": the protection only once the card is placed
    optional = true,
    condition = function(ctx) return #black_x_antibody_in_hand(ctx) > 0 end,
    run = function(ctx)
      local c = ctx:choose_card(black_x_antibody_in_hand(ctx), { text = "place at the bottom of this Digimon's digivolution cards" })[1]
      if c and ctx:move(c, "under", { under = ctx.self }) > 0 then
        ctx:cannot(ctx.self, { "be_deleted", "have_dp_reduced", by = "effects" }, "opponents_next_turn")
      end
    end,
  },
  inherited = {
    static = { {
      turn = "your", keyword = "Security A. +1",
      -- its traits now, gained ones too (2-3-2-3)
      condition = function(ctx) return ctx.self:has_trait("X-Antibody") end,
    } },
  },
}
