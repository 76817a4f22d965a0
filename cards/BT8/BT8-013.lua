-- BT8-013 BetelGammamon
-- [When Digivolving] ＜Blitz＞ (This Digimon can attack when your opponent has 1 or more
-- memory.)
return card {
  -- a keyword line with a timing: the effect is <Blitz> (16-1); gained once the
  -- digivolution is over, its timing has passed and it does not activate (Q1940)
  keywords = { "[When Digivolving] <Blitz>" },
}
