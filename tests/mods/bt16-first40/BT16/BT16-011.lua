-- BT16-011 Garudamon (X Antibody)
-- [Digivolve] [Garudamon]: Cost 0
-- [On Play] [When Digivolving] You may return 1 red Digimon card from your trash to the hand. Then, if
-- [Garudamon] or [X Antibody] is in this Digimon's digivolution cards, delete 1 of your opponent's Digimon
-- with as much or less DP as this Digimon.
-- [Your Turn] [Once Per Turn] When a red card returns from your trash to the hand, 1 of your Digimon gains
-- <Rush> for the turn.
-- Inherited: [On Deletion] Trash the top card of your opponent's security stack.
local function has_garudamon_or_x_antibody(ctx)
  local under = ctx:digivolution_cards(ctx.self)
  return #ctx:cards(under, { name = "Garudamon" }) + #ctx:cards(under, { name = "X Antibody" }) > 0
end

return card {
  effects = { {
    timing = { "on_play", "when_digivolving" },
    run = function(ctx)
      local red = ctx:cards("trash", { kind = "Digimon", color = "Red" })
      ctx:move(ctx:choose_card(red, { count = 1, optional = true, text = "return 1 red Digimon card to the hand?" }), "hand")
      if ctx.self ~= nil and has_garudamon_or_x_antibody(ctx) then
        ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_most = "self" }))
      end
    end,
  } },
  when = { {
    label = "[Your Turn] When a red card returns from your trash to the hand",
    on = "card_moved", from = "trash", to = "hand", owner = "you", card = { color = "Red" },
    turn = "your", once_per_turn = true,
    run = function(ctx) ctx:give(ctx:choose_one("your_digimon"), "Rush", "turn") end,
  } },
  inherited = {
    on_deletion = function(ctx) ctx:trash_security(1, "opponent") end,
  },
}
