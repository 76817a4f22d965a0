-- BT6-078 SkullGreymon
-- When you trash this card in your hand using one of your effects, you may place it under 1
-- of your purple Digimon at the bottom of its digivolution cards.
-- [When Attacking] You may trash 1 card in your hand to have this Digimon get +3000 DP for
-- the turn.
-- Inherited: ＜Retaliation＞ (When this Digimon is deleted after losing a battle, delete the
-- Digimon it was battling.)
local purple = { owner = "you", kind = "Digimon", color = "Purple" }

return card {
  when = { {
    -- it triggers from the trash, where the card now is (4-14-2); an opponent's effect
    -- that makes you trash it does not
    label = "When you trash this card in your hand",
    on = "card_moved", subject = "this_card", area = "trash", from = "hand", to = "trash", owner = "you",
    trigger = function(ctx, ev) return ev.effect_of == "you" end,
    optional = true,
    condition = function(ctx) return ctx:count(purple) > 0 end,
    run = function(ctx)
      local mon = ctx:choose_one(purple, { text = "place this card under 1 of your purple Digimon" })
      if mon and ctx:zone_of(ctx.card) == "trash" then
        ctx:move(ctx.card, "under", { under = mon, position = "bottom" })
      end
    end,
  } },
  when_attacking = {
    optional = true,
    condition = function(ctx) return ctx:count_cards("hand") > 0 end,
    run = function(ctx)
      local trashed = ctx:trash_cards(ctx:choose_card(ctx:hand(), { count = 1, text = "trash 1 card in your hand" }))
      if trashed > 0 and ctx.self then ctx:dp_plus(ctx.self, 3000, "turn") end
    end,
  },
  inherited = {
    keywords = { "Retaliation" },
  },
}
