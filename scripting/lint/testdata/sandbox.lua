-- CARD ST1-08
-- What the sandbox refuses, and state kept at file level.
local times = 0
local limits = { max = 1 }
helper = function() end --! error: assigns the global "helper"
function shout() end --! error: assigns the global "shout"
string.shout = function() end --! error: library tables are read-only
return card {
  when_digivolving = function(ctx)
    times = times + 1 --! error: file-level local "times"
    limits.max = 2 --! error: file-level local "limits"
    table.insert(limits, 3) --! error: file-level local "limits"
    print("played") --! error: print is not in the sandbox
    local t = os.time() --! error: os is not in the sandbox
    local s = string.fromat("%d", 1) --! error: string.format
    local n = mth.floor(1.5) --! error: math
    ctx:dp_plus(ctx:choose_one("your_digimon"), 3000, "turn")
  end,
}
