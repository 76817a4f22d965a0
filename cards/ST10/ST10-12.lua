-- ST10-12 LadyDevimon
-- [When Digivolving] You may trash 1 card in your hand to reveal the top 3 cards of your
-- deck. Add 1 yellow and 1 purple card with [Angel], [Archangel], or [Fallen Angel] in
-- their traits among them to your hand. Place the remaining cards at the bottom of your
-- deck in any order.
-- Inherited: [Your Turn] All of your yellow Digimon gain <Retaliation>. (When this Digimon
-- is deleted after losing a battle, delete the Digimon it was battling.)
-- "[X] in their traits": a trait that contains it (2-3-2-4) — [Angel] is in [Mini Angel]
local ANGEL = { trait_has = { "Angel", "Archangel", "Fallen Angel" } }

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
  when_digivolving = function(ctx)
    -- "you may X to Y": nothing is revealed unless a card was trashed (Q744)
    local cost = ctx:choose_card(ctx:hand(), { count = 1, optional = true, text = "trash to reveal the top 3 cards of your deck" })[1]
    if not (cost and ctx:trash_cards(cost) > 0) then return end
    local revealed = ctx:cards(ctx:reveal(3), ANGEL)
    local yellows = ctx:cards(revealed, { color = "Yellow" })
    local purples = ctx:cards(revealed, { color = "Purple" })
    -- Both must be added when both are there (Q745): a yellow-and-purple card is the
    -- yellow one only when another purple card is left.
    local added = {}
    local pairable = paired(yellows, purples)
    if #pairable > 0 then
      local yellow = ctx:choose_card(pairable, { count = 1, text = "add to your hand (yellow)" })[1]
      local purple = ctx:choose_card(without(purples, yellow), { count = 1, text = "add to your hand (purple)" })[1]
      added = { yellow, purple }
    else
      added = ctx:choose_card(#yellows > 0 and yellows or purples, { count = 1, text = "add to your hand" })
    end
    ctx:move(added, "hand")
    ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
  end,
  inherited = {
    static = { { turn = "your", target = { owner = "you", kind = "Digimon", color = "Yellow" }, keyword = "Retaliation" } },
  },
}
