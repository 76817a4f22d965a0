-- BT4-006 Xiaomon
-- Inherited: [Your Turn] While there are 10 or more cards in your trash, this Digimon gains
-- ＜Retaliation＞. (When this Digimon is deleted after losing a battle, delete the Digimon it
-- was battling.)
return card {
  inherited = {
    static = { {
      turn = "your",
      keyword = "Retaliation",
      -- read when the Digimon is deleted, before its cards reach the trash (Q1153); what
      -- the trash holds after that does not take <Retaliation> back (Q1154)
      condition = function(ctx) return ctx:count_cards("trash") >= 10 end,
    } },
  },
}
