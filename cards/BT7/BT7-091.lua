-- BT7-091 Koichi Kimura
-- [On Play] <Draw 1>. (Draw 1 card from your deck.) Then, trash 1 card in your hand.
-- Inherited: [On Deletion] Gain 1 memory.
-- [Security] Play this card without paying its memory cost.
--
-- The inherited effect works once a Digimon digivolves onto this Tamer (Q1665).
return card {
  on_play = function(ctx)
    ctx:run_keyword("Draw 1")
    ctx:trash_cards(ctx:choose_card(ctx:hand(), { count = 1, text = "trash 1 card in your hand" }))
  end,
  inherited = {
    on_deletion = function(ctx) ctx:gain_memory(1) end,
  },
  security = function(ctx) ctx:play_self { free = true } end,
}
