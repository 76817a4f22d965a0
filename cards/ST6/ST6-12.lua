-- ST6-12 VenomMyotismon
-- [When Digivolving] Up to 2 of your Digimon gain <Retaliation> (When this Digimon is deleted
-- after losing a battle, delete the Digimon it was battling) until the end of your opponent's
-- next turn.
return card {
  when_digivolving = function(ctx)
    local mons = ctx:choose("your_digimon", { count = 2, up_to = true, text = "gain <Retaliation>" })
    ctx:give(mons, "Retaliation", "opponents_next_turn")
  end,
}
