-- BT4-100 Trident Revolver
-- [Main] Delete 1 of your opponent's Digimon with 6000 DP or less. Then, you may play 1 Tamer
-- card with a play cost of 4 or less from your hand without paying its memory cost.
-- [Security] Activate this card's [Main] effect.
return card {
  main = function(ctx)
    -- a DP-based deletion: its printed maximum is raised by deletion_max effects (15-15-5)
    ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_most = ctx:deletion_max(6000) }))
    -- the play does not depend on the deletion (Q1256)
    local tamer = ctx:choose_card(ctx:cards("hand", { kind = "Tamer", cost_at_most = 4 }),
      { count = 1, optional = true, text = "play without paying its memory cost?" })[1]
    if tamer then ctx:play_card(tamer, { free = true }) end
  end,
  security = function(ctx) ctx:activate_main() end,
}
