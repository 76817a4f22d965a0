-- BT8-043 Cherubimon
-- When you would play this card from your hand, you may delete 1 of your purple [Cherubimon]
-- to reduce this card's play cost by 8.
-- [On Play][When Digivolving] For each Tamer you have in play, activate the effect below.
-- ・1 of your opponent's Digimon gets ＜Security Attack -2＞ until the end of your opponent's
-- next turn. (This Digimon checks 2 fewer security cards.)
local your_purple_cherubimon = { owner = "you", kind = "Digimon", color = "Purple", name = "Cherubimon" }

return card {
  -- An immediate effect on the cost about to be paid (15-8-5), as BT5-085.
  would = { {
    label = "When you would play this card from your hand",
    on = "played", subject = "this_card", area = "hand", from = "hand", optional = true,
    condition = function(ctx) return ctx:count(your_purple_cherubimon) > 0 end,
    reduces = 8,
    run = function(ctx)
      local cherubimon = ctx:choose_one(your_purple_cherubimon, { text = "delete 1 of your purple [Cherubimon]" })
      ctx:delete(cherubimon)
      -- "X to Y": Y only if X was done (15-7).
      if cherubimon == nil or ctx:on_field(cherubimon) then return end
      ctx:change_cost(-8)
    end,
  } },
  effects = { {
    timing = { "on_play", "when_digivolving" },
    run = function(ctx)
      -- one activation per Tamer, each with its own target (Q1730)
      for _ = 1, ctx:count({ owner = "you", kind = "Tamer" }) do
        ctx:give(ctx:choose_one("opponent_digimon"), "Security A. -2", "opponents_next_turn")
      end
    end,
  } },
}
