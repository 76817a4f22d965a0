-- BT5-065 Shademon
-- [Security] At the end of the battle, play this card without paying its memory cost.
-- <Blocker> (When an opponent's Digimon attacks, you may suspend this Digimon to force the
-- opponent to attack it instead.)
-- [Your Turn] This Digimon can't attack.
return card {
  keywords = { "Blocker" },
  static = { { turn = "your", cannot = "attack" } },
  -- Played after the battle whether it won or lost it (Q1340), before the attacker's next
  -- check (Q1341); in the battle area it is a normal Digimon (Q1339).
  security = function(ctx)
    ctx:later("end_of_battle", function(ctx) ctx:play_card(ctx.card, { free = true }) end)
  end,
}
