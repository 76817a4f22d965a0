-- BT17-068 Mephistomon
-- While this card is revealed from your deck, this card is also treated as level 6.
-- When this card would be played from the hand, by returning 1 [Apocalymon] from your trash
-- to the bottom of the deck, reduce the play cost by 3.
-- [On Deletion] If deleted by an effect, you may play 1 [Gulfmon] or 1 level 6 Digimon with
-- the [Dark Masters] trait from your hand or trash without paying the cost.
-- Inherited: [When Attacking] [Once Per Turn] By placing 1 level 5 or lower card with [Dark
-- Masters] in its text from your trash as this Digimon's bottom digivolution card, this
-- Digimon gets +2000 DP for the turn.
local apocalymon = { name = "Apocalymon" }

return card {
  -- revealed by a "reveal the top cards of your deck" effect it is level 5 and level 6
  -- at once: "add 1 level 6 Digimon card" may take it (Q2826), and of two copies one may
  -- be the level 5 and the other the level 6 (Q2827)
  static = { { revealed_as = { level = 6 } } },
  -- "by X, Y" (15-7): the reduction only once an [Apocalymon] went to the bottom of the
  -- deck; a play it makes payable is offered (1-3-11-3)
  would = { {
    label = "When this card would be played from the hand",
    on = "played", subject = "this_card", area = "hand", optional = true,
    condition = function(ctx) return #ctx:cards("trash", apocalymon) > 0 end,
    reduces = 3,
    run = function(ctx)
      local card = ctx:choose_card(ctx:cards("trash", apocalymon),
        { text = "return 1 [Apocalymon] to the bottom of the deck" })[1]
      if card == nil then return end
      ctx:move(card, "deck_bottom")
      if ctx:zone_of(card) == "deck" then ctx:change_cost(-3) end
    end,
  } },
  on_deletion = {
    -- a deletion at 0 DP is by the rules, not by the DP-reducing effect (Q2828); nor is
    -- one in battle
    condition = function(ctx) return ctx.event ~= nil and ctx.event.cause == "effect" end,
    run = function(ctx)
      local cards = ctx:cards({ "hand", "trash" }, { kind = "Digimon", name = "Gulfmon" })
      for _, c in ipairs(ctx:cards({ "hand", "trash" }, { kind = "Digimon", level = 6, trait = "Dark Masters" })) do
        if c:name() ~= "Gulfmon" then cards[#cards + 1] = c end
      end
      local card = ctx:choose_card(cards, { optional = true, text = "play without paying the cost" })[1]
      if card then ctx:play_card(card, { free = true }) end
    end,
  },
  -- "by placing ..., it gets +2000 DP": the DP only once a card went under it (15-7);
  -- the card comes from the trash (Q2829)
  inherited = {
    when_attacking = {
      once_per_turn = true, optional = true,
      condition = function(ctx)
        return #ctx:cards("trash", { level_at_most = 5, text_has = "Dark Masters" }) > 0
      end,
      run = function(ctx)
        local card = ctx:choose_card(ctx:cards("trash", { level_at_most = 5, text_has = "Dark Masters" }),
          { text = "place as this Digimon's bottom digivolution card" })[1]
        if card and ctx:move_under(card, ctx.self) > 0 then
          ctx:dp_plus(ctx.self, 2000, "turn")
        end
      end,
    },
  },
}
