-- BT2-088 Taiga
-- [Your Turn] All of your Digimon with [Tyrannomon] in their names gain <Piercing>. (When
-- this Digimon attacks and deletes an opponent's Digimon and survives the battle, it
-- performs any security checks it normally would.)
-- [Your Turn] When digivolving one of your Digimon into a Digimon card in your hand with
-- [Tyrannomon] in its name, you may suspend this Tamer to reduce the memory cost of the
-- digivolution by 1.
-- [Security] Play this card without paying its memory cost.
return card {
  static = { {
    turn = "your", keyword = "Piercing",
    target = { owner = "you", kind = "Digimon", name_has = "Tyrannomon" },
  } },
  would = { {
    label = "[Your Turn] When digivolving into a [Tyrannomon] card in your hand",
    -- the subject filter sees the battle area only: a Digimon in the breeding area
    -- digivolves at the full cost (3-4-5, Q1038)
    on = "digivolve", subject = "your_digimon", turn = "your",
    trigger = function(ctx)
      local into = ctx:would_card()
      return into ~= nil and ctx:zone_of(into) == "hand"
        and #ctx:cards({ into }, { kind = "Digimon", name_has = "Tyrannomon" }) > 0
    end,
    optional = true,
    condition = function(ctx) return ctx:can_suspend(ctx.self) end,
    reduces = 1,
    run = function(ctx)
      ctx:suspend("self")
      ctx:change_cost(-1)
    end,
  } },
  security = function(ctx) ctx:play_self { free = true } end,
}
