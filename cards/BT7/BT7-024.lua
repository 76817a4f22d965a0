-- BT7-024 DaiPenmon
-- [When Digivolving] For each Digimon your opponent has with no digivolution cards, ＜Draw 1＞.
-- (Draw 1 card from your deck.)
-- [Opponent's Turn] While a card with [Hybrid] in its traits is in this Digimon's digivolution
-- cards, none of your opponent's level 3 Digimon can attack.
return card {
  when_digivolving = function(ctx)
    -- counted once, as it resolves; the breeding area is not theirs to count (3-4-5). One
    -- <Draw 1> per Digimon is drawn as one draw of that many: one effect's cards added to
    -- the hand either way (16-7-1), and no effect counts the draws that added them
    local bare = ctx:count({ owner = "opponent", kind = "Digimon", has_digivolution_cards = false })
    if bare > 0 then ctx:draw(bare) end
  end,
  static = { {
    turn = "opponents",
    target = { owner = "opponent", kind = "Digimon", level = 3 },
    cannot = "attack",
    condition = function(ctx)
      return #ctx:cards(ctx:digivolution_cards(ctx.self), { trait = "Hybrid" }) > 0
    end,
  } },
}
