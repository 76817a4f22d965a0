-- RT1-010 Nestmon: a card table nested ten thousand deep.
-- link inside link inside link, 10,000 deep.
local t = { on_play = function(ctx) ctx:gain_memory(1) end }
for i = 1, 10000 do
  t = { link = t }
end
return card(t)
