-- BT4-109 Final Zubagon Punch
-- [Main] 1 of your Digimon gets +3000 DP until the end of your opponent's next turn. Then, if
-- that Digimon has 16000 DP or more, that Digimon gains <Blocker>, <Reboot>, and <Security
-- Attack +1> until the end of your opponent's next turn.
-- [Security] Add this card to its owner's hand.
return card {
  main = function(ctx)
    local mon = ctx:choose_one("your_digimon")
    if not mon then return end
    ctx:dp_plus(mon, 3000, "opponents_next_turn")
    -- judged once, now: DP gained later gives nothing (Q1276)
    if mon:dp() >= 16000 then
      for _, keyword in ipairs({ "Blocker", "Reboot", "Security A. +1" }) do
        ctx:give(mon, keyword, "opponents_next_turn")
      end
    end
  end,
  security = function(ctx) ctx:move(ctx.card, "hand") end,
}
