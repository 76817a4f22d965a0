-- BT3-031 Imperialdramon: Dragon Mode
-- When one of your [Paildramon] or [Dinobeemon] would digivolve into this card in your
-- hand, reduce the memory cost of the digivolution by 2.
-- <Jamming> (This Digimon can't be deleted in battles against Security Digimon.)
-- [When Digivolving] Unsuspend all of your Digimon with <Jamming>.

-- An effect of the card in the hand for your [Paildramon] or [Dinobeemon] in the battle
-- area: not one in the breeding area (filters leave it out, 3-4-5; Q1067).
return card {
  keywords = { "Jamming" },
  would = { {
    digivolve_into_this = { owner = "you", kind = "Digimon", name = { "Paildramon", "Dinobeemon" } },
    reduces = 2,
  } },
  when_digivolving = function(ctx)
    ctx:unsuspend(ctx:all({ owner = "you", kind = "Digimon", keyword = "Jamming" }))
  end,
}
