-- BT1-112 Dimension Scissor
-- [Main] 1 of your Digimon gains the following effect for the turn: "When this Digimon
-- deletes an opponent's Digimon in battle and survives, unsuspend it."
-- [Security] Add this card to its owner's hand.
--
-- "Survives" is judged at the end of the battle, after <Retaliation> and whatever else
-- the battle triggered (deletes_in_battle_and_survives, core/battle.go endOfBattle).
return card {
  main = function(ctx)
    ctx:give_effect(ctx:choose_one("your_digimon"), {
      when = { {
        on = "deletes_in_battle_and_survives", subject = "self",
        run = function(ctx) ctx:unsuspend("self") end,
      } },
    }, "turn")
  end,
  security = function(ctx) ctx:move(ctx.card, "hand") end,
}
