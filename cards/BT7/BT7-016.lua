-- BT7-016 EmperorGreymon
-- [When Digivolving] ＜Blitz＞ (This Digimon can attack when your opponent has 1 or more
-- memory.)
-- [Your Turn][Once Per Turn] When this Digimon is blocked, unsuspend it, and gain 1 memory for
-- each digivolution card this Digimon has with [Hybrid] in its traits.
return card {
  keywords = { "[When Digivolving] <Blitz>" },
  when = { {
    -- it activates as the block redirects the attack, before the battle (Q1519)
    on = "blocked", subject = "self", turn = "your", once_per_turn = true,
    run = function(ctx)
      ctx:unsuspend("self")
      local hybrids = #ctx:cards(ctx:digivolution_cards(ctx.self), { trait = "Hybrid" })
      if hybrids > 0 then ctx:gain_memory(hybrids) end
    end,
  } },
}
