-- BT16-028 Imperialdramon: Dragon Mode
-- [Digivolve] [Paildramon]/[Dinobeemon]: Cost 3
-- [When Digivolving] 1 of your opponent's Digimon or Tamers can't unsuspend until the
-- end of their turn. Then, by suspending 1 of their Digimon or Tamers, unsuspend 1 of
-- your Digimon.
-- [All Turns] When an effect plays or digivolves an opponent's Digimon, if you have a
-- Tamer, this Digimon may digivolve into [Imperialdramon: Fighter Mode] in the hand
-- without paying the cost.

-- digimon_or_tamers: the opponent's Digimon and Tamers in the battle area.
local function digimon_or_tamers(ctx, also)
  local out = {}
  for _, obj in ipairs(ctx:all({ owner = "opponent" })) do
    if (obj:is_digimon() or obj:is_tamer()) and (also == nil or also(obj)) then out[#out + 1] = obj end
  end
  return out
end

local function into_fighter_mode(ctx)
  ctx:digivolve_choose {
    who = "self", from = "hand", filter = { kind = "Digimon", name = "Imperialdramon: Fighter Mode" },
    free = true, optional = true,
  }
end

-- "When an effect plays or digivolves": a play or digivolution by an effect, not one by
-- the rules (Q2624).
local function by_an_effect(ctx, ev) return ev.cause == "effect" end

return card {
  when_digivolving = function(ctx)
    local held = ctx:choose_one(digimon_or_tamers(ctx), { text = "can't unsuspend until the end of their turn" })
    ctx:cannot(held, "unsuspend", "their_turn")
    -- "by suspending 1 of their Digimon or Tamers": an optional cost (15-7)
    if ctx:may("suspend 1 of their Digimon or Tamers to unsuspend 1 of your Digimon?") then
      local paid = ctx:choose_one(digimon_or_tamers(ctx, function(obj) return ctx:can_suspend(obj) end), { text = "suspend" })
      if paid then ctx:suspend(paid) end
      if paid and ctx:on_field(paid) and paid:is_suspended() then
        ctx:unsuspend(ctx:choose_one("your_digimon", { text = "unsuspend" }))
      end
    end
  end,
  when = {
    {
      on = "played", subject = "opponent_digimon", trigger = by_an_effect,
      condition = function(ctx) return ctx:count("your_tamers") > 0 end, run = into_fighter_mode,
    },
    {
      on = "digivolves", subject = "opponent_digimon", trigger = by_an_effect,
      condition = function(ctx) return ctx:count("your_tamers") > 0 end, run = into_fighter_mode,
    },
  },
}
