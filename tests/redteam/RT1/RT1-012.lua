-- RT1-012 Entrymon: a table of a hundred million entries.
-- Table entries are made by a VM instruction no library function sees.
local t = {}
for i = 1, 100000000 do
  t[i] = i
end
return card { text = tostring(#t) }
