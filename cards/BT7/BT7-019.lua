-- BT7-019 Strabimon
-- [On Play] Reveal the top 4 cards of your deck. Add 1 card with [Hybrid] in its traits,
-- [Susanoomon], or [Koji Minamoto] among them to your hand. Place the remaining cards at the
-- bottom of your deck in any order.
-- Inherited: [On Deletion] You may play 1 [Koji Minamoto] from your hand without paying its
-- memory cost.

-- a card with the [Hybrid] trait (a form is a trait, 2-3-2-1; compared as every trait is,
-- through the card filter), or named exactly so
local function hybrid_or_named(ctx, card)
  return card:has_name("Susanoomon") or card:has_name("Koji Minamoto")
    or #ctx:cards({ card }, { trait = "Hybrid" }) > 0
end

return card {
  on_play = function(ctx)
    local wanted = {}
    for _, c in ipairs(ctx:reveal(4)) do
      if hybrid_or_named(ctx, c) then wanted[#wanted + 1] = c end
    end
    ctx:move(ctx:choose_card(wanted, { text = "add to your hand" }), "hand")
    ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
  end,
  inherited = {
    on_deletion = function(ctx)
      local koji = ctx:choose_card(ctx:cards("hand", { name = "Koji Minamoto" }),
        { count = 1, optional = true, text = "play without paying its memory cost?" })[1]
      if koji then ctx:play_card(koji, { free = true }) end
    end,
  },
}
