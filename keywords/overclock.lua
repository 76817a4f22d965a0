-- <Overclock (X)> (ver. 3.6 16-33; not in ver. 1.0)
-- "At the end of your turn, by deleting 1 of your Tokens or other [X] trait Digimon,
-- this Digimon attacks a player without suspending."
--
-- A triggered effect of the end of your turn (16-33-2). Deleting 1 of your tokens or
-- 1 of your other Digimon that the parameter names is an optional cost (16-33-3, 15-7):
-- it cannot activate without one, and if the chosen one is not deleted (an <Evade>
-- saved it) nothing follows. Once paid, "this Digimon attacks the player without
-- suspending" is mandatory: the player is the only target, and it attacks suspended
-- or not, staying as it is. It must otherwise be able to attack (not prohibited, not
-- played this turn without <Rush>: unlike <Vortex> it does not say it may). Several
-- <Overclock> trigger several times (16-33-4), each with its own cost; the others,
-- pending since before the first attack, activate in its declaration, before its
-- counter timing (11-1-4): their cost may still be paid (15-7-5), but no attack can be
-- declared during an attack (11-2-4).
-- The parameter is printed "[Puppet] trait" (a trait) or "[Name]" (a name).
local function matches(ctx, o)
  local p = ctx.keyword.param or ""
  local what = p:match("%[(.-)%]") or p
  if p:lower():find("trait", 1, true) then return o:has_trait(what) end
  return o:has_name(what)
end

local function fodder(ctx)
  local out = {}
  for _, o in ipairs(ctx:all({ owner = "you", not_self = true })) do
    if ctx:is_token(o) or (o:is_digimon() and matches(ctx, o)) then out[#out + 1] = o end
  end
  return out
end

local function on_field(ctx, obj)
  for _, o in ipairs(ctx:all({ owner = "you" })) do
    if o:is(obj) then return true end
  end
  return false
end

return keyword {
  name = "Overclock",
  effects = {
    end_of_your_turn = {
      optional = true,
      condition = function(ctx) return ctx.self ~= nil and #fodder(ctx) > 0 end,
      run = function(ctx)
        local cost = ctx:choose_one(fodder(ctx), { text = "delete for <Overclock>" })
        if cost == nil then return end
        ctx:delete(cost)
        if on_field(ctx, cost) or ctx.self == nil then return end
        ctx:attack(ctx.self, { player_only = true, no_suspend = true })
      end,
    },
  },
}
