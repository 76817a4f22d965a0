-- RT1-002 Unpackmon: unpack of a hundred million values.
-- unpack pushes every value it gives: 10^8 nils, before a stack overflow ends it.
local all = { unpack({}, 1, 100000000) }
return card { text = tostring(#all) }
