-- BT16-020 GaoGamon
-- [Digivolve] Lv.3 w/[Night Claw]/[Light Fang] trait: Cost 2
-- [When Digivolving] Both players draw 1 card from their decks. Then, if your opponent has 8 or more cards
-- in their hand or this Digimon has 3 or more digivolution cards, gain 1 memory.
-- Inherited: <Jamming> (This Digimon can't be deleted in battles against Security Digimon.)
return card {
  when_digivolving = function(ctx)
    ctx:draw(1)
    ctx:draw(1, "opponent")
    local big_hand = ctx:count_cards("hand", { owner = "opponent" }) >= 8
    if big_hand or (ctx.self ~= nil and ctx.self:digivolution_count() >= 3) then
      ctx:gain_memory(1)
    end
  end,
  inherited = {
    keywords = { "Jamming" },
  },
}
