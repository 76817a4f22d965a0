-- RT1-006 Megamon: a table of 1 MiB strings.
-- A 1 MiB string made unique a million times over, every copy kept.
local big = string.rep("x", 1000000)
local kept = {}
for i = 1, 1000000 do
  kept[i] = big .. i
end
return card { text = tostring(#kept) }
