-- BT10-041 Sakuyamon: Maid Mode
-- [When Digivolving] You may use 1 Option card with [Plug-In] in its name or that's yellow
-- and has a memory cost of 5 or less from your hand without meeting its color requirements
-- or paying its memory cost. Place the Option card used with this effect on top of your
-- security stack face down instead of placing it in your trash.
-- [When Attacking] This Digimon may digivolve into a [Sakuyamon] in your hand for a cost of
-- 1, ignoring its digivolution requirements.

-- "with [Plug-In] in its name or that's yellow, and has a memory cost of 5 or less": the
-- cost limit read as holding for both
local function usable(ctx)
  local out = ctx:cards("hand", { kind = "Option", name_has = "Plug-In", cost_at_most = 5 })
  for _, c in ipairs(ctx:cards("hand", { kind = "Option", color = "Yellow", cost_at_most = 5 })) do
    if #ctx:cards({ c }, { name_has = "Plug-In" }) == 0 then out[#out + 1] = c end
  end
  return out
end

return card {
  when_digivolving = {
    optional = true,
    condition = function(ctx) return #usable(ctx) > 0 end,
    run = function(ctx)
      local c = ctx:choose_card(usable(ctx), { text = "use without meeting its color requirements or paying its memory cost" })[1]
      -- The card goes on top of the security stack if it is still in no area after its
      -- [Main] — also when that [Main] placed this Digimon there (Q1962) — not when the
      -- [Main] put it in the battle area or linked it (Q1961, Q5451), and to the trash
      -- when cards can't be added to the security stack (Q1960).
      if c then
        ctx:use_card(c, { free = true, ignore_color_requirement = true, instead_of_trash = "security_top" })
      end
    end,
  },
  when_attacking = function(ctx)
    ctx:digivolve_choose {
      who = "self", from = "hand", filter = { name = "Sakuyamon" },
      cost = 1, ignore_requirements = true, optional = true,
    }
  end,
}
