package scripting

import (
	lua "github.com/yuin/gopher-lua"
)

// The sandbox (DESIGN, Scripting): only the base, table, string and math libraries;
// nothing that reaches files, the OS, other code or the debug library; globals and
// library tables read-only; math.random drawn from the game's own RNG; every library
// function that works long or builds big under the limits (sandbox_string.go,
// sandbox_base.go, budget.go).

// maxArrayIndex caps a table's array part: a larger integer key goes to the hash
// part, so `t[6e7] = 1` does not allocate 60 million slots in one step. gopher-lua's
// limit is a package variable (default 2^26): it holds for every Lua state in the
// process, and only this package makes Lua states.
const maxArrayIndex = 1 << 16

func init() { lua.MaxArrayIndex = maxArrayIndex }

// removed are base functions a card script must not have.
var removed = []string{"dofile", "loadfile", "load", "loadstring", "require", "module", "setfenv",
	"getfenv", "rawset", "_printregs", "newproxy", "collectgarbage", "print"}

// sandbox is a Lua state made for card scripts.
type sandbox struct {
	L *lua.LState
	// env is the read-only environment card scripts run in.
	env *lua.LTable
	// shared are the tables every game sees (globals, libraries): the meter does not
	// count them as a game's.
	shared map[any]bool
	// handler is the message handler of protected calls (passError: no traceback).
	handler *lua.LFunction
}

// newSandbox makes a Lua state with the sandboxed libraries, charging m; api adds the
// engine's functions to the writable globals before they are locked.
func newSandbox(m *meter, api func(L *lua.LState, g *lua.LTable)) *sandbox {
	L := lua.NewState(lua.Options{SkipOpenLibs: true, CallStackSize: 200, RegistrySize: 1024 * 4, RegistryMaxSize: 1024 * 256})
	for _, lib := range []struct {
		name string
		open lua.LGFunction
	}{{lua.BaseLibName, lua.OpenBase}, {lua.TabLibName, lua.OpenTable}, {lua.StringLibName, lua.OpenString}, {lua.MathLibName, lua.OpenMath}} {
		L.Push(L.NewFunction(lib.open))
		L.Push(lua.LString(lib.name))
		L.Call(1, 0)
	}
	globals := L.G.Global
	for _, name := range removed {
		globals.RawSetString(name, lua.LNil)
	}
	sb := &sandbox{L: L, shared: map[any]bool{globals: true}, handler: L.NewFunction(passError)}
	str := globals.RawGetString("string").(*lua.LTable)
	tab := globals.RawGetString("table").(*lua.LTable)
	strs := &stringLib{m: m, format: str.RawGetString("format").(*lua.LFunction).GFunction}
	base := &baseLib{m: m, handler: sb.handler, insert: tab.RawGetString("insert").(*lua.LFunction).GFunction,
		tostring: globals.RawGetString("tostring").(*lua.LFunction).GFunction}
	str.RawSetString("dump", lua.LNil)
	L.SetFuncs(str, strs.functions())
	L.SetFuncs(tab, base.table())
	L.SetFuncs(globals, base.base())
	L.SetFuncs(globals, meteredFunctions(m))
	// gopher-lua makes the string library its own metatable (__index = itself), so
	// ("").__index would reach the writable library: take that key out, and give
	// strings a locked metatable of their own that reads the read-only library.
	str.RawSetString("__index", lua.LNil)
	api(L, globals)
	for _, lib := range []string{"string", "table", "math"} {
		t := globals.RawGetString(lib).(*lua.LTable)
		sb.shared[t] = true
		ro := readOnly(L, t, lib)
		sb.shared[ro] = true
		globals.RawSetString(lib, ro)
	}
	strMT := L.NewTable()
	strMT.RawSetString("__index", globals.RawGetString("string"))
	strMT.RawSetString("__metatable", lua.LString("locked"))
	L.SetMetatable(lua.LString(""), strMT)
	sb.env = readOnly(L, globals, "_G")
	sb.shared[sb.env] = true
	globals.RawSetString("_G", sb.env)
	sb.L = L
	return sb
}

// readOnly returns a proxy that reads from t and refuses every write.
func readOnly(L *lua.LState, t *lua.LTable, name string) *lua.LTable {
	proxy := L.NewTable()
	mt := L.NewTable()
	mt.RawSetString("__index", t)
	mt.RawSetString("__newindex", L.NewFunction(func(L *lua.LState) int {
		key := L.CheckAny(2)
		if name == "_G" {
			L.RaiseError("cannot set global %q: globals are read-only (use local)", key.String())
		} else {
			L.RaiseError("cannot change %s.%s: library tables are read-only", name, key.String())
		}
		return 0
	}))
	mt.RawSetString("__metatable", lua.LString("locked"))
	L.SetMetatable(proxy, mt)
	return proxy
}
