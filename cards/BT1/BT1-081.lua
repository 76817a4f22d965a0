-- BT1-081 HerculesKabuterimon
-- <Piercing> (When this Digimon attacks and deletes an opponent's Digimon and survives
-- the battle, it performs any security checks it normally would.)
-- [End of Attack][Twice Per Turn] You can unsuspend this Digimon by decreasing your
-- memory by 3.
return card {
  keywords = { "Piercing" },
  end_of_attack = {
    optional = true, twice_per_turn = true,
    condition = function(ctx) return ctx.self ~= nil and ctx.self:is_suspended() end,
    run = function(ctx)
      ctx:lose_memory(3)
      ctx:unsuspend("self")
    end,
  },
}
