-- ST10-14 Chaos Degradation
-- [Main] Place 1 of your opponent's Digimon face down at the top or bottom of your
-- opponent's security stack. If you do, trash the top card of your opponent's security
-- stack.
-- [Security] You may place 1 of your opponent's Digimon face down at the top or bottom of
-- its owner's security stack.

-- place puts the Digimon in its owner's security stack, face down, at the top or the
-- bottom as the player chooses; its digivolution cards go to the trash (4-5-8). It is no
-- deletion (Q748). It reports whether the Digimon went there: not while cards can't be
-- added to security stacks (Q747).
local function place(ctx, mon)
  if not mon then return false end
  local top = ctx:choose_text({ "top", "bottom" }, "place it at the top or the bottom of the security stack") == 1
  return ctx:move(mon, top and "security_top" or "security_bottom") > 0
end

return card {
  main = function(ctx)
    -- placed at the top, the Digimon's own card is the one trashed (Q746)
    if place(ctx, ctx:choose_one("opponent_digimon")) then ctx:trash_security(1, "opponent") end
  end,
  security = {
    optional = true,
    condition = function(ctx) return ctx:count("opponent_digimon") > 0 end,
    run = function(ctx) place(ctx, ctx:choose_one("opponent_digimon")) end,
  },
}
