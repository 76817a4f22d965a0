-- BT5-063 Kurisarimon
-- [When Digivolving] If you don't have an [Arata Sanada] card in play, you may play one from
-- your hand without paying its memory cost.
-- Inherited: [Your Turn] All of your other Digimon with the same name as this Digimon gain
-- <Rush>. (This Digimon can attack the turn it comes into play.)
return card {
  when_digivolving = {
    condition = function(ctx) return ctx:count({ owner = "you", name = "Arata Sanada" }) == 0 end,
    run = function(ctx)
      local arata = ctx:choose_card(ctx:cards("hand", { name = "Arata Sanada" }),
        { count = 1, optional = true, text = "play without paying its memory cost?" })[1]
      if arata then ctx:play_card(arata, { free = true }) end
    end,
  },
  inherited = {
    -- by the names they have now: a Digimon that digivolves into another name loses it (Q1338)
    static = { { turn = "your", target = { owner = "you", kind = "Digimon", not_self = true, name = "self" },
      keyword = "Rush" } },
  },
}
