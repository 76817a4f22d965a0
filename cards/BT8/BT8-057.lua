-- BT8-057 Shivamon
-- [Opponent's Turn] While all of your Digimon are suspended, your opponent can't use Option
-- cards.
-- [Your Turn] When this Digimon becomes unsuspended during your unsuspend phase, trash the
-- top card of your opponent's security stack.
return card {
  static = { {
    -- A ban on using (9-1): Options used before stay used, their effects still apply
    -- (Q1736); activating <Delay> of an Option already in the battle area is not using it
    -- (Q1737).
    turn = "opponents", player = "opponent", cannot = "use_options",
    condition = function(ctx) return ctx:count({ owner = "you", kind = "Digimon", suspended = false }) == 0 end,
  } },
  when = { {
    label = "[Your Turn] When this Digimon becomes unsuspended during your unsuspend phase",
    on = "unsuspended", subject = "self", turn = "your",
    condition = function(ctx) return ctx:phase() == "unsuspend" end,
    run = function(ctx) ctx:trash_security(1, "opponent") end,
  } },
}
