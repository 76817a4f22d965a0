-- RT1-004 Repmon: string.rep growth, kept in a table.
-- Each string.rep call builds a string as large as it may; the table keeps them all.
local kept = {}
for i = 1, 100000 do
  kept[i] = string.rep("x", 1000000)
end
return card { text = tostring(#kept) }
