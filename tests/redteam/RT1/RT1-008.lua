-- RT1-008 Tailmon: a deep tail-call traceback.
-- Fill the call stack, then loop in tail calls until the time limit: gopher-lua
-- writes a traceback line per tail call (and the stack is too full for the error
-- handler). Every depth near the stack's end is tried.
local function spin(n)
  return spin(n + 1)
end
local function dive(depth)
  if depth == 0 then
    return spin(0)
  end
  return (dive(depth - 1))
end
for depth = 180, 200 do
  pcall(dive, depth)
end
dive(195)
