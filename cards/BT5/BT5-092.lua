-- BT5-092 Nokia Shiramine
-- [On Play] You may play 1 [Agumon] or [Gabumon] from your hand without paying its memory
-- cost.
-- [Main] When digivolving one of your Digimon into a Digimon card in your hand with
-- [Garurumon], [Omnimon], or [Greymon] (other than [DoruGreymon], [BurningGreymon], or
-- [DexDoruGreymon]), in its name, you may suspend this Tamer to reduce the memory cost of
-- the digivolution by 1.
-- [Security] Play this card without paying its memory cost.
--
-- [Main]: during your main phase (the only phase in which a card in the hand is digivolved
-- into by the rules, 6-5-1-2).
local excluded = { "DoruGreymon", "BurningGreymon", "DexDoruGreymon" }

local function reducible(ctx, card)
  if #ctx:cards({ card }, { kind = "Digimon", name = excluded }) > 0 then return false end
  for _, part in ipairs({ "Garurumon", "Omnimon", "Greymon" }) do
    if #ctx:cards({ card }, { kind = "Digimon", name_has = part }) > 0 then return true end
  end
  return false
end

return card {
  on_play = function(ctx)
    local c = ctx:choose_card(ctx:cards("hand", { name = { "Agumon", "Gabumon" } }), { optional = true })[1]
    if c then ctx:play_card(c, { free = true }) end
  end,
  would = { {
    label = "[Main] When digivolving into a [Garurumon], [Omnimon] or [Greymon] card in your hand",
    -- the subject filter sees the battle area only (3-4-5)
    on = "digivolve", subject = "your_digimon", turn = "your",
    trigger = function(ctx)
      if ctx:phase() ~= "main" then return false end
      local into = ctx:would_card()
      return into ~= nil and ctx:zone_of(into) == "hand" and reducible(ctx, into)
    end,
    optional = true,
    -- "by suspending this Tamer": only an unsuspended Tamer can pay it (15-7)
    condition = function(ctx) return ctx:can_suspend(ctx.self) end,
    run = function(ctx)
      ctx:suspend("self")
      ctx:change_cost(-1)
    end,
  } },
  security = function(ctx) ctx:play_self { free = true } end,
}
