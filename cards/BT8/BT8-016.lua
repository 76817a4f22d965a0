-- BT8-016 MasterTyrannomon
-- [Your Turn] All of your Digimon with [Tyrannomon] in their names gain ＜Security Attack
-- +1＞. (This Digimon checks 1 additional security card.)
-- Inherited: ＜Security Attack +1＞ (This Digimon checks 1 additional security card.)
return card {
  static = { {
    -- this Digimon too: [MasterTyrannomon] has [Tyrannomon] in its name (Q1702)
    turn = "your", keyword = "Security A. +1",
    target = { owner = "you", kind = "Digimon", name_has = "Tyrannomon" },
  } },
  inherited = { keywords = { "Security A. +1" } },
}
