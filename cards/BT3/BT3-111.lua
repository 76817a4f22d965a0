-- BT3-111 Imperialdramon: Dragon Mode
-- When one of your [Paildramon] or [Dinobeemon] would digivolve into this card in your hand,
-- reduce the memory cost of the digivolution by 2.
-- <Piercing> (When this Digimon attacks and deletes an opponent's Digimon and survives the
-- battle, it performs any security checks it normally would.)
-- [Your Turn][Once Per Turn] When this Digimon deletes an opponent's Digimon in battle and
-- survives, unsuspend this Digimon.

-- An effect of the card in the hand for your [Paildramon] or [Dinobeemon] in the battle
-- area: not one in the breeding area (filters leave it out, 3-4-5; Q1150).
return card {
  keywords = { "Piercing" },
  would = { {
    digivolve_into_this = { owner = "you", kind = "Digimon", name = { "Paildramon", "Dinobeemon" } },
    reduces = 2,
  } },
  when = { {
    label = "[Your Turn][Once Per Turn] When this Digimon deletes an opponent's Digimon in battle and survives",
    on = "deletes_in_battle_and_survives", subject = "self", turn = "your", once_per_turn = true,
    run = function(ctx) ctx:unsuspend("self") end,
  } },
}
