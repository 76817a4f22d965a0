package scripting

import (
	"strings"

	lua "github.com/yuin/gopher-lua"
)

// The sandbox (DESIGN, Scripting): only the base, table, string and math libraries;
// nothing that reaches files, the OS, other code or the debug library; globals and
// library tables read-only, so a script cannot change what another script sees in the
// same pooled state; string.rep capped; math.random drawn from the game's own RNG.

// maxStringRep is the largest string string.rep may build.
const maxStringRep = 1 << 20

// maxArrayIndex caps a table's array part: a larger integer key goes to the hash
// part, so `t[6e7] = 1` does not allocate 60 million slots in one step. gopher-lua's
// limit is a package variable (default 2^26): it holds for every Lua state in the
// process, and only this package makes Lua states.
const maxArrayIndex = 1 << 16

func init() { lua.MaxArrayIndex = maxArrayIndex }

// removed are base functions a card script must not have.
var removed = []string{"dofile", "loadfile", "load", "loadstring", "require", "module", "setfenv",
	"getfenv", "rawset", "_printregs", "newproxy", "collectgarbage", "print"}

// newSandboxState makes a Lua state with the sandboxed libraries. It returns the
// state and the read-only environment card scripts run in; api adds the engine's
// functions to the writable globals before they are locked.
func newSandboxState(api func(L *lua.LState, g *lua.LTable)) (*lua.LState, *lua.LTable) {
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
	str := globals.RawGetString("string").(*lua.LTable)
	str.RawSetString("dump", lua.LNil)
	str.RawSetString("rep", L.NewFunction(cappedRep))
	// gopher-lua makes the string library its own metatable (__index = itself), so
	// ("").__index would reach the writable library: take that key out, and give
	// strings a locked metatable of their own that reads the read-only library.
	str.RawSetString("__index", lua.LNil)
	api(L, globals)
	for _, lib := range []string{"string", "table", "math"} {
		globals.RawSetString(lib, readOnly(L, globals.RawGetString(lib).(*lua.LTable), lib))
	}
	strMT := L.NewTable()
	strMT.RawSetString("__index", globals.RawGetString("string"))
	strMT.RawSetString("__metatable", lua.LString("locked"))
	L.SetMetatable(lua.LString(""), strMT)
	env := readOnly(L, globals, "_G")
	globals.RawSetString("_G", env)
	return L, env
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

// cappedRep is string.rep with a limit on the result's size.
func cappedRep(L *lua.LState) int {
	s := L.CheckString(1)
	n := L.CheckInt(2)
	if n <= 0 || s == "" {
		L.Push(lua.LString(""))
		return 1
	}
	if n > maxStringRep/len(s) {
		L.RaiseError("string.rep result too large (over %d bytes)", maxStringRep)
	}
	L.Push(lua.LString(strings.Repeat(s, n)))
	return 1
}
