-- <Material Save N> (ver. 3.6 16-20; ver. 1.0 12-21)
-- "When this Digimon would be deleted, you may place N cards in this Digimon's
-- DigiXros requirements from its digivolution cards under 1 of your Tamers."
-- An immediate effect (16-20-2): while the Digimon is still there, cards among its
-- digivolution cards that its top card's DigiXros requirement names go under one of
-- its owner's Tamers, at the bottom (16-20-7, 12-21-10), one by one in the order chosen
-- (16-20-5); copies of one named card may all go (16-20-6, 12-21-8), whether or not
-- they were placed by a DigiXros (12-21-7). Optional, but once it activates it places
-- as many as it can up to N (16-20-3, 12-21-5). Each copy triggers (16-20-4). The
-- Digimon is still deleted.
-- The names are those of the top card's DigiXros requirement (ctx:digixros_names, from
-- the card data); components given by trait or count alone name no card.
local function candidates(ctx)
  local names = ctx:digixros_names(ctx.self:top())
  local out = {}
  for _, c in ipairs(ctx:digivolution_cards(ctx.self)) do
    for _, n in ipairs(names) do
      if c:name() == n then
        out[#out + 1] = c
        break
      end
    end
  end
  return out
end

return keyword {
  name = "Material Save",
  effects = {
    would = { {
      on = "deleted", subject = "self", optional = true,
      trigger = function(ctx)
        return ctx.keyword.n > 0 and ctx:count("your_tamers") > 0 and #candidates(ctx) > 0
      end,
      run = function(ctx)
        local cands = candidates(ctx)
        local tamer = ctx:choose_one("your_tamers", { text = "<Material Save>: under which Tamer?" })
        if not tamer then return end
        local n = math.min(ctx.keyword.n, #cands)
        ctx:move_under(ctx:choose_card(cands, { count = n, text = "<Material Save>: place which cards (in order)?" }), tamer)
      end,
    } },
  },
}
