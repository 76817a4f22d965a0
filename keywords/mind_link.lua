-- <Mind Link> (ver. 3.6 16-27; ver. 1.0 12-28)
-- "Place this Tamer as the bottom digivolution card of 1 of your Digimon with no Tamer
-- cards in its digivolution cards."
--
-- An action (16-27-2) of a Tamer, mostly printed "[Main] <Mind Link> with 1 of your
-- Digimon with ...": the card script passes the Digimon it may choose from —
--   main = function(ctx) ctx:run_keyword("Mind Link", { trait = "Dark Animal" }) end
-- — and used alone any of your Digimon will do. Of those, only a Digimon without a
-- Tamer card among its digivolution cards can take it (16-27-1); with none, it cannot
-- be done (a [Main] <Mind Link> is not offered). The placing is mandatory (16-27-3) —
-- as a [Main] effect it is done when the player chooses to activate it ("you may",
-- 12-28-4) — and the Tamer (with anything under it) leaves the battle area to become
-- that Digimon's bottom digivolution card (4-5-7): its inherited effects now work for
-- the Digimon (12-28-2), and it goes to the trash with the Digimon's other
-- digivolution cards (12-28-3).
local function has_tamer_card(ctx, digimon)
  for _, c in ipairs(ctx:digivolution_cards(digimon)) do
    if c:kind() == "Tamer" then return true end
  end
  return false
end

local function candidates(ctx, among)
  local out = {}
  if ctx.self == nil or not ctx.self:is_tamer() then return out end
  for _, d in ipairs(ctx:all(among or "your_digimon")) do
    if ctx:is_mine(d) and d:is_digimon() and not has_tamer_card(ctx, d) then out[#out + 1] = d end
  end
  return out
end

return keyword {
  name = "Mind Link",
  condition = function(ctx) return #candidates(ctx) > 0 end,
  run = function(ctx, among)
    local cands = candidates(ctx, among)
    if #cands == 0 then return end
    local digimon = ctx:choose_one(cands, { text = "<Mind Link>: place this Tamer under" })
    if digimon then ctx:place_self_under(digimon) end
  end,
}
