-- BT6-086 Eosmon
-- [When Digivolving] For each Tamer in play, you may place 1 level 5 or lower [Eosmon] from
-- your trash at the top of this Digimon's digivolution cards in any order. If you place 2 or
-- more cards with this effect, delete 1 of your opponent's Digimon.
-- [Your Turn] For every 3 digivolution cards this Digimon has, it gains ＜Security Attack +1＞.
-- (This Digimon checks 1 additional security card.)
return card {
  when_digivolving = function(ctx)
    local tamers = ctx:count({ kind = "Tamer" }) -- both players' Tamers in play
    if tamers == 0 then return end
    local cards = ctx:choose_card(ctx:cards("trash", { kind = "Digimon", name = "Eosmon", level_at_most = 5 }),
      { count = tamers, up_to = true, optional = true, text = "place at the top of the digivolution cards" })
    local placed = ctx:move(cards, "under", { under = ctx.self, position = "top", order = "any" })
    if placed >= 2 then ctx:delete(ctx:choose_one("opponent_digimon")) end
  end,
  static = { {
    -- the keyword while it gains one, each 3 cards one more check (16-3; as ST1-11)
    turn = "your",
    keyword = "Security A.",
    checks = function(ctx, self) return math.floor(self:digivolution_count() / 3) end,
  } },
}
