-- ST10-04 Gatomon
-- [On Play] Reveal the top 3 cards of your deck. Add 1 yellow Digimon card and 1 purple
-- Digimon card among them to your hand. Place the remaining cards at the bottom of your
-- deck in any order.
-- [Your Turn] When this Digimon would digivolve into a card with [Archangel] or [Fallen
-- Angel] in its traits, reduce the memory cost of the digivolution by 2.
-- Inherited: [End of Your Turn] You may DNA digivolve this Digimon and one of your other
-- Digimon in play into a Digimon card in your hand by paying its DNA digivolve cost.
local YELLOW = { kind = "Digimon", color = "Yellow" }
local PURPLE = { kind = "Digimon", color = "Purple" }

local function without(cards, card)
  local out = {}
  for _, c in ipairs(cards) do if c ~= card then out[#out + 1] = c end end
  return out
end

-- the yellow cards that leave a purple card to add with them
local function paired(yellows, purples)
  local out = {}
  for _, y in ipairs(yellows) do
    if #without(purples, y) > 0 then out[#out + 1] = y end
  end
  return out
end

return card {
  on_play = function(ctx)
    -- as many as there are, if fewer than 3 (Q727)
    local revealed = ctx:reveal(3)
    local yellows, purples = ctx:cards(revealed, YELLOW), ctx:cards(revealed, PURPLE)
    -- Both must be added when both are there (Q728): a yellow-and-purple card is the
    -- yellow one only when another purple card is left.
    local added = {}
    local pairable = paired(yellows, purples)
    if #pairable > 0 then
      local yellow = ctx:choose_card(pairable, { count = 1, text = "add to your hand (yellow Digimon card)" })[1]
      local purple = ctx:choose_card(without(purples, yellow), { count = 1, text = "add to your hand (purple Digimon card)" })[1]
      added = { yellow, purple }
    else
      added = ctx:choose_card(#yellows > 0 and yellows or purples, { count = 1, text = "add to your hand" })
    end
    ctx:move(added, "hand")
    ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
  end,
  would = { {
    label = "[Your Turn]",
    -- an effect of the battle area only, not from the breeding area (3-4-5); it adds to
    -- the other reductions of the same digivolution (Q3812)
    on = "digivolve", subject = "self", turn = "your",
    trigger = function(ctx)
      local into = ctx:would_card()
      -- "[X] in its traits": a trait that contains it (2-3-2-4)
      return into ~= nil and #ctx:cards({ into }, { trait_has = { "Archangel", "Fallen Angel" } }) > 0
    end,
    reduces = 2,
    run = function(ctx) ctx:change_cost(-2) end,
  } },
  inherited = {
    end_of_your_turn = {
      -- as ST10-02's: at the end of the turn, before the opponent's begins (Q724); only
      -- into a card with [DNA Digivolve] (Q725), with a partner its requirement names (Q726)
      optional = true,
      condition = function(ctx) return ctx:can_dna_digivolve_with(ctx.self) end,
      run = function(ctx) ctx:dna_digivolve_with(ctx.self) end,
    },
  },
}
