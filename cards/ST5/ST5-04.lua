-- ST5-04 ToyAgumon
-- Inherited: [End of Opponent's Turn] If your opponent didn't attack with a Digimon this turn,
-- trigger ＜Draw 1＞. (Draw 1 card from your deck.)
return card {
  inherited = {
    end_of_opponents_turn = {
      -- an attack counts even if the attacker was deleted afterwards (Q660); no attack at
      -- all, for want of Digimon or because they could not, draws (Q658, Q659)
      condition = function(ctx) return ctx:this_turn("attack", "opponent") == 0 end,
      run = function(ctx) ctx:run_keyword("Draw 1") end,
    },
  },
}
