-- BT3-092 MaloMyotismon
-- <Piercing> (When this Digimon attacks and deletes an opponent's Digimon and survives the
-- battle, it performs any security checks it normally would.)
-- [All Turns] When another Digimon is deleted, gain 1 memory for each Digimon deleted.
--
-- Either player's Digimon; Digimon deleted at once trigger it once, counted by ctx.times
-- (15-5-2; Q1118). A Security Digimon is not a Digimon (Q1119); MaloMyotismon deleted at
-- the same time is no longer in play to activate (Q1122).
return card {
  keywords = { "Piercing" },
  when = { {
    on = "deleted", subject = { kind = "Digimon", not_self = true },
    run = function(ctx) ctx:gain_memory(ctx.times) end,
  } },
}
