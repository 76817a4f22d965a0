-- BT3-019 RagnaLoardmon
-- <Security Attack +1> (This Digimon checks 1 additional security card.)<Reboot> (Unsuspend
-- this Digimon during your opponent's unsuspend phase.)
-- [When Digivolving] You may place 1 [Durandamon] or [BryweLudramon] from your hand on top
-- of this card's digivolution cards to gain 3 memory.
return card {
  keywords = { "Security A. +1", "Reboot" },
  -- "by X, Y": the memory only when the card was placed. The turn does not end while the
  -- memory is on the opponent's side before it is gained (Q1060).
  when_digivolving = function(ctx)
    local card = ctx:choose_card(ctx:cards("hand", { name = { "Durandamon", "BryweLudramon" } }),
      { count = 1, optional = true })[1]
    if card and ctx:move(card, "under", { under = ctx.self, position = "top" }) > 0 then
      ctx:gain_memory(3)
    end
  end,
}
