-- ST5-12 Machinedramon
-- [When Digivolving] Up to 2 of your Digimon gain ＜Reboot＞ (Unsuspend this Digimon during
-- your opponent's unsuspend phase) until the end of your opponent's next turn.
return card {
  when_digivolving = function(ctx)
    -- this Digimon may be one of them (Q667); the Digimon keeps <Reboot> when it
    -- digivolves, being the same Digimon (8-1-2-3, Q668)
    ctx:give(ctx:choose("your_digimon", { count = 2, up_to = true }), "Reboot", "opponents_next_turn")
  end,
}
