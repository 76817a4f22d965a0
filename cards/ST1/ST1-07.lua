-- ST1-07 Greymon
-- Inherited: <Security Attack +1> (This Digimon checks 1 additional security card.)
return card {
  inherited = { keywords = { "Security A. +1" } },
}
