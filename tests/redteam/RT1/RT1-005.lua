-- RT1-005 Gsubmon: gsub growth.
-- Each gsub doubles the string: every character becomes two.
local s = "x"
for i = 1, 64 do
  s = s:gsub(".", "%0%0")
end
return card { text = s }
