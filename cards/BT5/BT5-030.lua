-- BT5-030 Neptunemon
-- [Opponent's Turn] This Digimon can't be attacked.
return card {
  static = { {
    turn = "opponents",
    -- no attack may be declared on it, by the rules or by an effect (Q1308); blocking or
    -- having the target switched to it is not being attacked (Q1307, Q1309)
    cannot = "be_attacked",
  } },
}
