-- BT16-015 Phoenixmon (X Antibody)
-- [Digivolve] [Phoenixmon]: Cost 2
-- [When Digivolving] <Blitz>
-- [Your Turn] While [Phoenixmon] or [X Antibody] is in this Digimon's digivolution cards, attach [End of Attack]
-- to all of this Digimon's [On Deletion] effects.
-- [On Deletion] You may play 1 11000 DP or lower red Digimon card with [Avian], [Bird], [Beast], [Animal] or
-- [Sovereign], other than [Sea Animal], in one of its traits from your hand without paying the cost. Delete 1 of
-- your opponent's Digimon with as much or less DP as the Digimon this effect played.
local words = { "Avian", "Bird", "Beast", "Animal", "Sovereign" }

-- "with [Avian], [Bird], [Beast], [Animal] or [Sovereign], other than [Sea Animal], in one of its traits"
local function fitting_trait(card)
  for _, t in ipairs(card:traits()) do
    if t ~= "Sea Animal" then
      for _, w in ipairs(words) do
        if string.find(t, w, 1, true) then return true end
      end
    end
  end
  return false
end

local function phoenixmon_or_x_antibody_under(ctx)
  local under = ctx:digivolution_cards(ctx.self)
  return #ctx:cards(under, { name = "Phoenixmon" }) + #ctx:cards(under, { name = "X Antibody" }) > 0
end

return card {
  when_digivolving = function(ctx) ctx:run_keyword("Blitz") end,
  static = { {
    turn = "your", condition = phoenixmon_or_x_antibody_under,
    attach = { to = "on_deletion", timing = "end_of_attack" },
  } },
  on_deletion = function(ctx)
    local fits = {}
    for _, c in ipairs(ctx:cards("hand", { kind = "Digimon", color = "Red", dp_at_most = 11000 })) do
      if fitting_trait(c) and ctx:can_play(c, { free = true }) then fits[#fits + 1] = c end
    end
    local c = ctx:choose_card(fits, { count = 1, optional = true, text = "play 1 red Digimon card without paying the cost?" })[1]
    local played = c and ctx:play_card(c, { free = true })
    local dp = played and ctx:on_field(played) and played:dp()
    if dp then
      ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_most = dp }))
    end
  end,
}
