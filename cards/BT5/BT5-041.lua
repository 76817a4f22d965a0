-- BT5-041 Taomon
-- Inherited: [Your Turn] All of your opponent's Security Digimon get -1000 DP.
return card {
  inherited = {
    -- A Security Digimon at 0 DP still battles and its [Security] effect still activates
    -- (Q1325); once played it is no Security Digimon and is not reduced (Q1327).
    static = { { turn = "your", target = { owner = "opponent", security_digimon = true }, dp = -1000 } },
  },
}
