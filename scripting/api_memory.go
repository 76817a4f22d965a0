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
			h.engine(func() { c.Game.GainMemory(c.Player, n, "effect of "+c.Card.Data.Number) })
			return 0
		},
		"lose_memory": func(L *lua.LState) int {
			c := h.checkCtx(L)
			n := L.CheckInt(2)
			h.engine(func() { c.Game.GainMemory(c.Player, -n, "effect of "+c.Card.Data.Number) })
			return 0
		},
		// ctx:memory() — the memory on the controller's side.
		"memory": func(L *lua.LState) int {
			c := h.checkCtx(L)
			L.Push(lua.LNumber(c.Game.MemoryOf(c.Player)))
			return 1
		},
		// ctx:set_memory(n) — "set your memory to n".
		"set_memory": func(L *lua.LState) int {
			c := h.checkCtx(L)
			n := L.CheckInt(2)
			h.engine(func() { c.Game.SetMemory(c.Player, n, "effect of "+c.Card.Data.Number) })
			return 0
		},
	}
}

var memoryAPI = []Doc{
	{Group: GroupCtxMethods, Name: "gain_memory", Params: []Param{p("n", "integer", "memory")},
		Meaning: "\"Gain n memory\" (4-1-4).", Example: "ctx:gain_memory(3)"},
	{Group: GroupCtxMethods, Name: "lose_memory", Params: []Param{p("n", "integer", "memory")},
		Meaning: "\"Lose n memory\" (4-1-4).", Example: "ctx:lose_memory(2)"},
	{Group: GroupCtxMethods, Name: "memory", Returns: ret("integer", "memory on your side (negative: on your opponent's)"),
		Meaning: "The memory on the controller's side of the gauge.", Example: "if ctx:memory() >= 3 then ctx:draw(1) end"},
	{Group: GroupCtxMethods, Name: "set_memory", Params: []Param{p("n", "integer", "memory on your side")},
		Meaning: "\"Set your memory to n\": the memory gauge goes to n on your side (1-4-2).",
		Example: "-- [Start of Your Turn] If you have 2 or less memory, set your memory to 3.\n" +
			"return card { start_of_your_turn = { condition = function(ctx) return ctx:memory() <= 2 end,\n  run = function(ctx) ctx:set_memory(3) end } }"},
}
