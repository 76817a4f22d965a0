-- BT7-087 Koji Minamoto
-- [Main][Once Per Turn] You may place 5 cards with [Hybrid] in their traits from your hand
-- under this Tamer in any order to digivolve it into a [MagnaGarurumon] in your hand for its
-- digivolution cost as if this Tamer is a level 5 blue Digimon.
-- Inherited: [Your Turn][Once Per Turn] When an effect adds a card to your hand, gain 1
-- memory. Then, this Digimon can't be blocked for the turn.
-- [Security] Play this card without paying its memory cost.
--
-- The 5 cards are placed first; the digivolution may then be declined (Q1659), and only
-- into a [MagnaGarurumon] (Q1662).
local function hybrids_in_hand(ctx) return ctx:cards("hand", { trait_has = "Hybrid" }) end

local as_blue_5 = { as_digimon = { level = 5, color = "Blue" } }

return card {
  main = {
    once_per_turn = true,
    -- 4 are not enough: the effect cannot be activated (Q1660)
    condition = function(ctx) return ctx.self ~= nil and #hybrids_in_hand(ctx) >= 5 end,
    run = function(ctx)
      local placed = ctx:choose_card(hybrids_in_hand(ctx), { count = 5, text = "place under this Tamer" })
      if #placed < 5 then return end
      if ctx:move(placed, "under", { under = ctx.self, position = "bottom", order = "any" }) < 5 then return end
      local into = {}
      for _, c in ipairs(ctx:cards("hand", { kind = "Digimon", name = "MagnaGarurumon" })) do
        if ctx:can_digivolve(ctx.self, c, as_blue_5) then into[#into + 1] = c end
      end
      local card = ctx:choose_card(into, { optional = true, text = "digivolve into [MagnaGarurumon]" })[1]
      if card then ctx:digivolve(ctx.self, card, as_blue_5) end
    end,
  },
  inherited = {
    when = { {
      label = "[Your Turn][Once Per Turn] When an effect adds a card to your hand",
      -- any effect, your opponent's too (Q1658); a draw by an effect adds a card as well,
      -- the draw phase's draw is the rules' (6-3)
      on = "card_moved", to = "hand", owner = "you", turn = "your", once_per_turn = true,
      trigger = function(ctx, ev) return ev.cause == "effect" end,
      run = function(ctx)
        ctx:gain_memory(1)
        -- the object keeps it whatever its top card becomes this turn (Q1661)
        if ctx.self then ctx:cannot(ctx.self, "be_blocked", "turn") end
      end,
    } },
  },
  security = function(ctx) ctx:play_self { free = true } end,
}
