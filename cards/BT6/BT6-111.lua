-- BT6-111 Alphamon
-- [Security] At the end of the battle, add this card to your hand. Then, if a Digimon with
-- [Royal Knight] or [X-Antibody] in its type is in play, up to 12 of your opponent's Digimon
-- can't attack players for the turn.
-- [When Attacking] You may pay up to 5 memory. If you do, this Digimon gets +1000 DP for the
-- turn for each memory paid.
-- [End of Attack] Gain 2 memory.
-- "[X-Antibody] in its type" (2-3-2-4): the card data spells that trait both ways,
-- [X Antibody] (BT6-111 itself) and [X-Antibody] (BT20-073 MetalPhantomon)
local knight_traits = { "Royal Knight", "X Antibody", "X-Antibody" }

local function knight_in_play(ctx)
  -- either player's Digimon
  for _, trait in ipairs(knight_traits) do
    if ctx:count({ kind = "Digimon", trait = trait }) > 0 then return true end
  end
  return false
end

return card {
  security = function(ctx)
    -- delayed processing (18-1) at the end of its battle, whatever its outcome (Q1495)
    ctx:later("end_of_battle", function(ctx)
      local zone = ctx:zone_of(ctx.card)
      if zone == "trash" or zone == "none" then ctx:add_to_hand(ctx.card) end
      if knight_in_play(ctx) then
        -- the Digimon chosen now: one played later this turn may attack players (Q1498);
        -- attacks on Digimon stay possible, and <Piercing> still checks (Q1497)
        local mons = ctx:choose({ owner = "opponent", kind = "Digimon" }, { count = 12, up_to = true })
        ctx:cannot(mons, "attack_players", "turn")
      end
    end)
  end,
  when_attacking = function(ctx)
    -- "up to 5": 0 to 5, as far as the memory gauge goes (-10, 4-1-1)
    local options = {}
    for n = 0, 5 do
      if ctx:memory() - n < -10 then break end
      options[#options + 1] = n == 0 and "pay no memory" or ("pay " .. n .. " memory")
    end
    local paid = ctx:choose_text(options, "pay up to 5 memory?") - 1
    if paid == 0 then return end
    ctx:lose_memory(paid)
    ctx:dp_plus("self", 1000 * paid, "turn")
  end,
  end_of_attack = function(ctx) ctx:gain_memory(2) end,
}
