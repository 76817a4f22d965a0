-- RT1-003 Doublemon: a string doubled until memory runs out.
-- s .. s doubles the string each time: 2^40 bytes in 40 steps.
local s = "x"
while true do
  s = s .. s
end
