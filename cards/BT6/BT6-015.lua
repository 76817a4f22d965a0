-- BT6-015 SaviorHuckmon
-- [When Digivolving] You may play 1 Digimon card with [Sistermon] in its name from your hand
-- without paying its memory cost.
-- Inherited: [When Attacking][Once Per Turn] If you have a Digimon with [Sistermon] in its
-- name in play, unsuspend this Digimon.
return card {
  when_digivolving = function(ctx)
    local sistermon = {}
    for _, c in ipairs(ctx:cards("hand", { kind = "Digimon", name_has = "Sistermon" })) do
      if ctx:can_play(c, { free = true }) then sistermon[#sistermon + 1] = c end
    end
    local c = ctx:choose_card(sistermon, { count = 1, optional = true, text = "play without paying its memory cost?" })[1]
    if c then ctx:play_card(c, { free = true }) end
  end,
  inherited = {
    when_attacking = {
      once_per_turn = true,
      condition = function(ctx)
        return ctx:count({ owner = "you", kind = "Digimon", name_has = "Sistermon" }) > 0
      end,
      run = function(ctx) ctx:unsuspend("self") end,
    },
  },
}
