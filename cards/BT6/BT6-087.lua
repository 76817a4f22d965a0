-- BT6-087 Tai Kamiya
-- [Your Turn] When one of your Digimon with [Agumon] or [Greymon] in its name moves from the
-- breeding area to the battle area, gain 1 memory and trigger ＜Draw 1＞. (Draw 1 card from
-- your deck.)
-- [Main][Once Per Turn] Digivolve your [Agumon] into 1 [Agumon - Bond of Bravery] in your hand for its
-- digivolution cost, ignoring its level. If you do, trash the top 2 cards of your security
-- stack. Then, if you have 1 or more security cards, delete that Digimon at the end of the
-- turn.
-- [Security] Play this card without paying its memory cost.
return card {
  when = { {
    label = "[Your Turn] When one of your Digimon with [Agumon] or [Greymon] in its name moves",
    on = "moved", subject = "your_digimon", turn = "your",
    trigger = function(ctx, ev) return ctx:matches(ev.object, "[Agumon]/[Greymon] in name") end,
    run = function(ctx)
      ctx:gain_memory(1)
      ctx:run_keyword("Draw 1")
    end,
  } },
  main = {
    once_per_turn = true,
    run = function(ctx)
      local mon = ctx:digivolve_choose {
        who = { owner = "you", kind = "Digimon", name = "Agumon" },
        filter = { name = "Agumon - Bond of Bravery" }, ignore_level = true,
      }
      if not mon then return end
      -- as many as there are (Q1472, Q1476)
      ctx:trash_security(2)
      -- decided now, not at the end of the turn (Q1475, Q1477, Q1478)
      if ctx:security_count() >= 1 then
        ctx:later("end_of_turn", function(ctx) ctx:delete(mon) end)
      end
    end,
  },
  security = function(ctx) ctx:play_self { free = true } end,
}
