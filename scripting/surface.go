package scripting

import (
	"slices"
	"sort"

	lua "github.com/yuin/gopher-lua"
)

// The API's surface beyond the documented names of apidoc.go: the vocabularies a
// script's string literals and tables are checked against before any game runs
// (scripting/lint). Each list comes from the table the host itself reads, so the
// checks cannot drift from what a game accepts.

// CardFilterKeys are the keys of a card filter (ctx:cards, `card = { ... }` of
// card_moved entries), sorted.
func CardFilterKeys() []string { return sortedNames(cardFilterKeys) }

// CardZones are the zone names ctx:cards and ctx:count_cards read, sorted.
func CardZones() []string {
	return append(sortedNames(cardZones), "digivolution", "link")
}

// LaterTimings are the names ctx:later takes, sorted.
func LaterTimings() []string { return sortedNames(laterTimings) }

// EntryTurns are the values of an entry's `turn`.
func EntryTurns() []string { return []string{"all", "opponents", "your"} }

// SandboxGlobals are the global names a card script sees, and for each library table
// (string, table, math) its functions: what the sandbox leaves after it took out the
// rest (sandbox.go). A name not here is nil at run time.
func SandboxGlobals() (globals []string, libraries map[string][]string) {
	dl := newDeadline(DefaultLimits.Time)
	defer dl.close()
	sb := newSandbox(newMeter(DefaultLimits, dl), (&Host{}).registerGlobals)
	L := sb.L
	defer L.Close()
	libraries = map[string][]string{}
	L.G.Global.ForEach(func(k, v lua.LValue) {
		name, ok := k.(lua.LString)
		if !ok {
			return
		}
		globals = append(globals, string(name))
		if t, ok := v.(*lua.LTable); ok && name != "_G" {
			// The library tables are read-only proxies: their names are in __index.
			if mt, ok := t.Metatable.(*lua.LTable); ok {
				if lib, ok := mt.RawGetString("__index").(*lua.LTable); ok {
					t = lib
				}
			}
			var fns []string
			t.ForEach(func(k, _ lua.LValue) {
				if s, ok := k.(lua.LString); ok {
					fns = append(fns, string(s))
				}
			})
			sort.Strings(fns)
			libraries[string(name)] = fns
		}
	})
	sort.Strings(globals)
	return globals, libraries
}

// registerGlobals adds the API's global functions, as registerAPI does, without the
// userdata types a game needs.
func (h *Host) registerGlobals(L *lua.LState, globals *lua.LTable) {
	globals.RawSetString("card", L.NewFunction(apiCard))
	globals.RawSetString("keyword", L.NewFunction(apiKeyword))
	globals.RawSetString(constantsName, L.NewFunction(h.apiConstants))
	math := globals.RawGetString("math").(*lua.LTable)
	math.RawSetString("random", L.NewFunction(h.apiRandom))
	math.RawSetString("randomseed", lua.LNil)
}

func sortedNames[T any](m map[string]T) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
