-- BT16-035 SlashAngemon
-- <Barrier><Reboot>
-- [All Turns] [Once Per Turn] When a card is removed from your security stack, you may
-- unsuspend this Digimon. (Rule) Trait: Has [Angel] type.
return card {
  keywords = { "Barrier", "Reboot" },
  when = { {
    on = "card_moved", from = "security", owner = "you", once_per_turn = true, optional = true,
    run = function(ctx) ctx:unsuspend("self") end,
  } },
}
