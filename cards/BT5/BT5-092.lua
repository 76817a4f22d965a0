-- BT5-092 Nokia Shiramine
-- [On Play] You may play 1 [Agumon] or [Gabumon] from your hand without paying its memory
-- cost.
-- [Main] When digivolving one of your Digimon into a Digimon card in your hand with
-- [Garurumon], [Omnimon], or [Greymon] (other than [DoruGreymon], [BurningGreymon], or
-- [DexDoruGreymon]) in its name, you may suspend this Tamer to reduce the memory cost of
-- the digivolution by 1.
-- [Security] Play this card without paying its memory cost.
--
-- "[Main] When digivolving": when the digivolution happens — during your main phase. It
-- is an immediate effect cutting in before the digivolution's cost is paid (15-8-5), not
-- the activated effect [Main] otherwise marks (15-16-7).

-- the Digimon cards it reduces the digivolution cost of
local into_filter = {
  zone = "hand", kind = "Digimon", name_has = { "Garurumon", "Omnimon", "Greymon" },
  except = { name = { "DoruGreymon", "BurningGreymon", "DexDoruGreymon" } },
}

return card {
  on_play = function(ctx)
    local card = ctx:choose_card(ctx:cards("hand", { kind = "Digimon", name = { "Agumon", "Gabumon" } }), {
      optional = true, text = "play 1 [Agumon] or [Gabumon] without paying its memory cost",
    })[1]
    if card then ctx:play_card(card, { free = true }) end
  end,
  would = { {
    label = "[Main] When digivolving into a [Garurumon], [Omnimon] or [Greymon] card in your hand",
    -- the subject filter sees the battle area only (3-4-5)
    on = "digivolve", subject = "your_digimon", turn = "your",
    trigger = function(ctx)
      local into = ctx:would_card()
      return ctx:phase() == "main" and into ~= nil and #ctx:cards({ into }, into_filter) == 1
    end,
    optional = true,
    -- "by suspending this Tamer": only an unsuspended Tamer can pay it (15-7)
    condition = function(ctx) return ctx:can_suspend(ctx.self) end,
    reduces = 1,
    run = function(ctx)
      ctx:suspend("self")
      ctx:change_cost(-1)
    end,
  } },
  security = function(ctx) ctx:play_self { free = true } end,
}
