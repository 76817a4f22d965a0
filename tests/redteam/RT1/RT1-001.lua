-- RT1-001 Backtrackmon: a backtracking pattern on a long subject.
-- A pattern that backtracks: on a subject of 100,000 "a"s with no "b", each ".-" tries
-- every length, which is O(n^5) steps inside one call of string.find.
local subject = string.rep("a", 100000)
local found = subject:find(".-.-.-.-.-b")
return card { text = tostring(found) }
