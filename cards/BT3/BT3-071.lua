-- BT3-071 MetalMamemon
-- <Reboot> (Unsuspend this Digimon during your opponent's unsuspend phase.)
-- [When Digivolving] Return 1 level 7 Digimon card with [Virus] in its attribute from your
-- trash to your hand.
return card {
  keywords = { "Reboot" },
  when_digivolving = function(ctx)
    ctx:move(ctx:choose_card(ctx:cards("trash", { kind = "Digimon", level = 7, trait = "Virus" }), {
      text = "return 1 level 7 Digimon card with [Virus] in its attribute to your hand",
    }), "hand")
  end,
}
