package scripting

import (
	lua "github.com/yuin/gopher-lua"
)

// Memory (4-1): gaining, losing, reading and setting it.

// memoryMethods are the ctx methods of this concept; memoryAPI documents them.
func (h *Host) memoryMethods() map[string]lua.LGFunction {
	return map[string]lua.LGFunction{
		// ctx:gain_memory(n) / ctx:lose_memory(n) (4-1-4).
		"gain_memory": func(L *lua.LState) int {
			c := h.checkCtx(L)
			n := L.CheckInt(2)
			h.engine(func() { c.GainMemory(n) }) // a ban may keep it (4-1-4, 15-1-3)
			return 0
		},
		"lose_memory": func(L *lua.LState) int {
			c := h.checkCtx(L)
			n := L.CheckInt(2)
			h.engine(func() { c.Game.GainMemory(c.Player, -n, "effect of "+c.Card.Data.Number) })
			return 0
		},
		// ctx:memory([who]) — the memory on a player's side (4-1-2, 4-1-3).
		"memory": func(L *lua.LState) int {
			c := h.checkCtx(L)
			L.Push(lua.LNumber(c.Game.MemoryOf(player(L, c, 2))))
			return 1
		},
		// ctx:set_memory(n) — "set your memory to n".
		"set_memory": func(L *lua.LState) int {
			c := h.checkCtx(L)
			n := L.CheckInt(2)
			h.engine(func() { c.SetMemory(n) }) // a ban on gaining memory keeps it from going up
			return 0
		},
	}
}

var memoryAPI = []Doc{
	{Group: GroupCtxMethods, Name: "gain_memory", Params: []Param{p("n", "integer", "memory")},
		Meaning: "\"Gain n memory\" (4-1-4); nothing while a ban keeps you from gaining memory by this effect (ctx:cannot(\"opponent\", \"gain_memory\"), 15-1-3).", Example: "ctx:gain_memory(3)"},
	{Group: GroupCtxMethods, Name: "lose_memory", Params: []Param{p("n", "integer", "memory")},
		Meaning: "\"Lose n memory\" (4-1-4).", Example: "ctx:lose_memory(2)"},
	{Group: GroupCtxMethods, Name: "memory", Params: []Param{opt("who", "Player", "whose side: \"you\" (default) or \"opponent\"")},
		Returns: ret("integer", "memory on that player's side (negative: on the other's)"),
		Meaning: "The memory on a player's side of the gauge (4-1-2, 4-1-3): \"if you have 2 or less memory\", \"if your opponent has 3 or more memory\".",
		Example: "-- BT1-085 Tai Kamiya: [Start of Your Turn] If you have 2 or less memory, set your memory to 3.\nif ctx:memory() <= 2 then ctx:set_memory(3) end\nlocal theirs = ctx:memory(\"opponent\") >= 3"},
	{Group: GroupCtxMethods, Name: "set_memory", Params: []Param{p("n", "integer", "memory on your side")},
		Meaning: "\"Set your memory to n\": the memory gauge goes to n on your side (1-4-2).",
		Example: "-- [Start of Your Turn] If you have 2 or less memory, set your memory to 3.\n" +
			"return card { start_of_your_turn = { condition = function(ctx) return ctx:memory() <= 2 end,\n  run = function(ctx) ctx:set_memory(3) end } }"},
}
