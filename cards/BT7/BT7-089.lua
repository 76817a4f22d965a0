-- BT7-089 J.P. Shibayama
-- [Your Turn] When this Tamer digivolves into a green Digimon, reduce the memory cost of the
-- digivolution by 1.
-- Inherited: ＜Piercing＞ (When this Digimon attacks and deletes an opponent's Digimon and
-- survives the battle, it performs any security checks it normally would.)
-- [Security] Play this card without paying its memory cost.
return card {
  would = { {
    label = "[Your Turn] When this Tamer digivolves into a green Digimon",
    -- an effect on the cost about to be paid (15-8-5)
    on = "digivolve", subject = "self", turn = "your",
    trigger = function(ctx)
      local into = ctx:would_card()
      return into ~= nil and #ctx:cards({ into }, { kind = "Digimon", color = "Green" }) == 1
    end,
    reduces = 1,
    run = function(ctx) ctx:change_cost(-1) end,
  } },
  inherited = {
    keywords = { "Piercing" },
  },
  security = function(ctx) ctx:play_self { free = true } end,
}
