-- <Decoy (X)> (ver. 3.6 16-17; ver. 1.0 12-18)
-- "When one of your other X Digimon would be deleted by an opponent's effect, you may
-- delete this Digimon to prevent 1 of those Digimon's deletion."
-- An immediate effect (16-17-2) of this Digimon about another of its owner's Digimon
-- that matches the parameter (<Decoy (Black)>, <Decoy (Red/Black)>, <Decoy ([Puppet]
-- trait)>), triggered only by a deletion that an effect of the opponent causes: never a
-- battle or a rule check, not even a rule check after an effect brought the DP to 0
-- (12-18-2, 12-18-5). "By deleting this Digimon" is an optional cost (16-17-3, 15-7):
-- the controller chooses 1 of the threatened Digimon (12-18-6), this Digimon is deleted
-- first (12-18-7; its [On Deletion] triggers with the others, 12-18-8), and only if it
-- really was deleted is that one spared (12-18-9). Each copy triggers (16-17-4) — a
-- <Decoy> asks only while a matching Digimon is still threatened.
local function threatened(ctx)
  local out = {}
  for _, o in ipairs(ctx:would_objects()) do
    if ctx:is_mine(o) and o:is_digimon() and not o:is(ctx.self) and ctx:matches(o, ctx.keyword.param) then
      out[#out + 1] = o
    end
  end
  return out
end

return keyword {
  name = "Decoy",
  effects = {
    would = { {
      on = "deleted", subject = { owner = "you", kind = "Digimon", not_self = true }, optional = true,
      trigger = function(ctx, ev)
        return ev.cause == "effect" and not ev.by_you and ctx:would_affect(ev.object)
          and ctx:matches(ev.object, ctx.keyword.param)
      end,
      run = function(ctx)
        local cands = threatened(ctx)
        local saved = cands[1]
        if #cands > 1 then saved = ctx:choose_one(cands, { text = "which Digimon does <Decoy> save?" }) end
        if not saved then return end
        ctx:delete(ctx.self)
        if ctx.self == nil then ctx:prevent(saved) end
      end,
    } },
  },
}
