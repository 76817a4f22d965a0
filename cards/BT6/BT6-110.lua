-- BT6-110 Cutting Edge
-- [Main] You may play 1 level 5 or lower [Eosmon] from your hand without paying its memory
-- cost. Then, delete 1 of your opponent's Digimon with DP less than or equal to the Digimon
-- played with this effect.
-- [Security] Activate this card's [Main] effect.
return card {
  main = function(ctx)
    local choices = {}
    for _, c in ipairs(ctx:cards("hand", { kind = "Digimon", name = "Eosmon", level_at_most = 5 })) do
      if ctx:can_play(c, { free = true }) then choices[#choices + 1] = c end
    end
    local c = ctx:choose_card(choices, { optional = true, text = "play without paying its memory cost" })[1]
    local played = c and ctx:play_card(c, { free = true })
    -- no Digimon played, or gone before this: there is no DP to compare with
    if not played or not ctx:on_field(played) then return end
    -- the played Digimon's DP now, not a printed maximum: no DP-based deletion raise (15-15-5-3)
    ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_most = played:dp() }))
  end,
  security = function(ctx) ctx:activate_main() end,
}
