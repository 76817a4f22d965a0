-- FAN9-003 Stormmon
-- <Flying>
-- [When Digivolving] Draw 1 card.
return card {
  keywords = { "Flying" },
  when_digivolving = function(ctx) ctx:draw(1) end,
}
