-- BT5-017 ZeigGreymon
-- [When Digivolving] ＜Blitz＞ (This Digimon can attack when your opponent has 1 or more
-- memory.)
-- Inherited: [Your Turn] When this Digimon attacks with ＜Blitz＞, it can also attack your
-- opponent's unsuspended Digimon.
return card {
  keywords = { "[When Digivolving] <Blitz>" },
  -- a permission in the target choice of the attacks <Blitz> makes, not of the others
  inherited = { static = { { turn = "your", can = { "attack_unsuspended", with = "Blitz" } } } },
}
