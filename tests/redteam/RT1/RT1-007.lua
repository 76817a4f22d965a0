-- RT1-007 Concatmon: table.concat growth.
-- table.concat of its own result, again and again: the string doubles each round.
local parts = { "x" }
for i = 1, 64 do
  local s = table.concat(parts)
  parts = { s, s }
end
return card { text = tostring(#parts) }
