-- BT8-055 Climbmon
-- [When Digivolving] If this Digimon is suspended, return 1 of your opponent's suspended
-- Digimon with DP less than or equal to this Digimon's DP to its owner's hand.
-- Inherited: [Your Turn] When this Digimon becomes unsuspended during your unsuspend phase,
-- suspend 1 of your opponent's Digimon.
return card {
  when_digivolving = {
    condition = function(ctx) return ctx.self:is_suspended() end,
    run = function(ctx)
      ctx:return_to_hand(ctx:choose_one({
        owner = "opponent", kind = "Digimon", suspended = true, dp_at_most = ctx.self:dp(),
      }))
    end,
  },
  inherited = {
    when = { {
      -- <Reboot> Digimon unsuspend with the turn player's: already unsuspended when this
      -- activates, they can be suspended again (Q1735)
      on = "unsuspended", subject = "self", turn = "your",
      condition = function(ctx) return ctx:phase() == "unsuspend" end,
      run = function(ctx) ctx:suspend(ctx:choose_one("opponent_digimon")) end,
    } },
  },
}
