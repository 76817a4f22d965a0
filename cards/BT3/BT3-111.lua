-- BT3-111 Imperialdramon: Dragon Mode
-- When one of your [Paildramon] or [Dinobeemon] would digivolve into this card in your hand,
-- reduce the memory cost of the digivolution by 2.
-- <Piercing> (When this Digimon attacks and deletes an opponent's Digimon and survives the
-- battle, it performs any security checks it normally would.)
-- [Your Turn][Once Per Turn] When this Digimon deletes an opponent's Digimon in battle and
-- survives, unsuspend this Digimon.

-- An effect of the card in the hand for your [Paildramon] or [Dinobeemon] in the battle
-- area: not one in the breeding area (filters leave it out, 3-4-5; Q1150).
local function reduce_for(name)
  return {
    on = "digivolve", area = "hand", subject = { owner = "you", kind = "Digimon", name = name },
    trigger = function(ctx) return ctx:would_card() == ctx.card end,
    reduces = 2,
    run = function(ctx) ctx:change_cost(-2) end,
  }
end

return card {
  keywords = { "Piercing" },
  would = { reduce_for("Paildramon"), reduce_for("Dinobeemon") },
  when = { {
    label = "[Your Turn][Once Per Turn] When this Digimon deletes an opponent's Digimon in battle and survives",
    on = "deletes_in_battle_and_survives", subject = "self", turn = "your", once_per_turn = true,
    run = function(ctx) ctx:unsuspend("self") end,
  } },
}
