-- <Digisorption -N> (ver. 3.6 16-9; ver. 1.0 12-10)
-- "When one of your Digimon would digivolve into this card from your hand, you may
-- suspend 1 of your Digimon to reduce the digivolution cost by N."
--
-- An immediate effect (16-9-2) that works from the hand: it cuts in when one of your
-- Digimon in the battle area would digivolve into this very card from your hand, after
-- the card is revealed and before the cost is paid (8-1-2-5) — never for a Digimon in
-- the breeding area (12-10-3, 3-4-5). Suspending 1 of your unsuspended Digimon is an
-- optional cost (16-9-3, 12-10-4): it cannot activate without one, and may be the
-- Digimon that digivolves, which then stays suspended (16-9-5, 12-10-5, 8-1-2-4). It is
-- suspending by an effect (12-10-7). Once paid the cost reduction is mandatory; the cost
-- never goes below 0 (12-10-6, 1-3-9). Several <Digisorption> on one card each trigger,
-- each with its own Digimon to suspend and its own reduction (16-9-4, 12-10-2).
local ready = { owner = "you", kind = "Digimon", suspended = false }
local opponents_suspended = { owner = "opponent", kind = "Digimon", suspended = true }

local function in_battle_area(ctx, obj)
  for _, d in ipairs(ctx:all("your_digimon")) do
    if d:is(obj) then return true end
  end
  return false
end

return keyword {
  name = "Digisorption",
  effects = {
    would = { {
      on = "digivolve", subject = "this_card", area = "hand", optional = true,
      condition = function(ctx)
        local obj = ctx.event.object
        return obj ~= nil and in_battle_area(ctx, obj) and ctx:count(ready) > 0
      end,
      reduces = function(ctx) return math.abs(ctx.keyword.n) end,
      run = function(ctx)
        local d = ctx:choose_one(ready, { text = "<Digisorption>: suspend 1 of your Digimon" })
        if d == nil then return end
        -- Paid when d became suspended, or when an effect had an opponent's Digimon
        -- suspended instead ("you may suspend your opponent's Digimon instead", BT3-056).
        local theirs = ctx:count(opponents_suspended)
        ctx:suspend(d)
        if d:is_suspended() or ctx:count(opponents_suspended) > theirs then
          ctx:change_cost(-math.abs(ctx.keyword.n))
        end
      end,
    } },
  },
}
