-- BT6-016 Jesmon
-- [When Attacking] You may play 1 Digimon card with [Sistermon] in its name from your hand
-- or trash without paying its memory cost.
-- [Your Turn][Once Per Turn] When you play another Digimon, this Digimon gets +3000 DP and
-- <Piercing> for the turn. (When this Digimon attacks and deletes an opponent's Digimon and
-- survives the battle, it performs any security checks it normally would.)
return card {
  when_attacking = function(ctx)
    local sistermon = {}
    for _, c in ipairs(ctx:cards({ "hand", "trash" }, { kind = "Digimon", name_has = "Sistermon" })) do
      if ctx:can_play(c, { free = true }) then sistermon[#sistermon + 1] = c end
    end
    local c = ctx:choose_card(sistermon, { count = 1, optional = true, text = "play without paying its memory cost?" })[1]
    if c then ctx:play_card(c, { free = true }) end
  end,
  when = { {
    label = "[Your Turn] When you play another Digimon",
    on = "played", subject = { owner = "you", kind = "Digimon", not_self = true }, turn = "your",
    once_per_turn = true,
    run = function(ctx)
      ctx:dp_plus("self", 3000, "turn")
      ctx:give("self", "Piercing", "turn")
    end,
  } },
}
