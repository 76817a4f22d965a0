-- BT5-083 Megidramon
-- [When Digivolving] Both players trash the top 5 cards of their decks.
-- [On Deletion] If you have a Tamer in play, you may play 1 level 6 Digimon card with
-- [Gallantmon] in its name from your hand or trash without paying its memory cost.
return card {
  when_digivolving = function(ctx)
    ctx:move(ctx:cards("deck", { owner = "any", top = 5 }), "trash")
  end,
  on_deletion = {
    condition = function(ctx) return ctx:count({ owner = "you", kind = "Tamer" }) > 0 end,
    run = function(ctx)
      local gallantmon = ctx:choose_card(
        ctx:cards({ "hand", "trash" }, { kind = "Digimon", level = 6, name_has = "Gallantmon" }),
        { count = 1, optional = true, text = "play without paying its memory cost?" })[1]
      if gallantmon then ctx:play_card(gallantmon, { free = true }) end
    end,
  },
}
