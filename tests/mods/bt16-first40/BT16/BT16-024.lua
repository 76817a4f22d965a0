-- BT16-024 MagnaAngemon
-- [Digivolve] [Angemon]: Cost 3
-- [On Play] [When Digivolving] If it's your turn, search your security stack. This
-- Digimon may digivolve into a Digimon card with the [Angel] or [Three Great Angels]
-- trait among them with the digivolution cost reduced by 2. Then, shuffle your security
-- stack. If this effect digivolved, you may place 1 Digimon card with the [Angel],
-- [Archangel] or [Three Great Angels] trait from the hand at the bottom of your
-- security stack.
-- Inherited: [Opponent's Turn] All of your Digimon with the [Angel], [Archangel] or
-- [Three Great Angels] trait gain <Blocker>.
local angels = { "Angel", "Archangel", "Three Great Angels" }

-- angel_cards: the Digimon cards in your hand with one of the three traits, each once.
local function angel_cards(ctx)
  local out = {}
  for _, c in ipairs(ctx:cards("hand", { kind = "Digimon" })) do
    for _, trait in ipairs(angels) do
      if #ctx:cards({ c }, { trait = trait }) > 0 then
        out[#out + 1] = c
        break
      end
    end
  end
  return out
end

-- The inherited <Blocker>: one entry per trait, "with the [Angel], [Archangel] or
-- [Three Great Angels] trait" being any of them (a Digimon with two has <Blocker> once).
local blockers = {}
for i, trait in ipairs(angels) do
  blockers[i] = { turn = "opponents", target = { owner = "you", kind = "Digimon", trait = trait }, keyword = "Blocker" }
end

return card {
  effects = { {
    timing = { "on_play", "when_digivolving" },
    condition = function(ctx) return ctx:is_your_turn() end,
    run = function(ctx)
      local digivolved = ctx:digivolve_choose {
        who = "self", from = "security", reduce = 2, optional = true,
        filter = { { kind = "Digimon", trait = "Angel" }, { kind = "Digimon", trait = "Three Great Angels" } },
      }
      ctx:shuffle_security()
      if digivolved then
        local placed = ctx:choose_card(angel_cards(ctx), { count = 1, optional = true, text = "place at the bottom of your security stack" })
        ctx:move(placed, "security_bottom")
      end
    end,
  } },
  inherited = { static = blockers },
}
