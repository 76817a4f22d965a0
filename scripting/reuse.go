package scripting

import (
	lua "github.com/yuin/gopher-lua"
)

// Reusing what the scripts built, from one game to the next on the same host.
//
// Running every card's script afresh for each game (BeginGame) is what keeps one
// game's scripts from reaching the next one, but it costs a third of a short game. A
// script's values can carry something from one game to the next only through what
// its functions close over (upvalues: its file-level locals and the tables they
// hold); globals and the library tables are read-only in the sandbox, and the
// engine's values (ctx, objects, cards, events) belong to one game. So each chunk's
// result is photographed when it is built — every table's contents and every
// function's upvalues reachable from it — and the next game reuses the built effects
// only when every photograph still matches: nothing any script did changed anything
// it holds. A script that does keep state (a file-level counter, a table it fills;
// `dcg cards lint` refuses both) makes the next game run every script afresh, as
// before. A userdata reachable from a script's values cannot be compared and has the
// same effect.

// chunkPhoto is what a chunk's result held when it was built.
type chunkPhoto struct {
	root lua.LValue
	// tables: each reachable table with its entries then; upvalues: each reachable
	// function's upvalues with their values then.
	tables []tablePhoto
	ups    []upvaluePhoto
	// opaque: a userdata (or a value the photograph cannot compare) is reachable.
	opaque bool
}

type tablePhoto struct {
	t       *lua.LTable
	entries []lua.LValue // key, value, key, value, ...
}

type upvaluePhoto struct {
	uv *lua.Upvalue
	v  lua.LValue
}

// photograph walks the values reachable from root (not following functions'
// environments, nor the shared tables: globals, libraries and the API). Only what a
// function can reach is photographed: its upvalues, and the tables reachable from
// them. The rest of what the script returned — the card table as the engine read it
// when it built the effects — no function can change (functions see the game only
// through their upvalues, the read-only globals and the API's values).
func photograph(root lua.LValue, shared map[any]bool) *chunkPhoto {
	p := &chunkPhoto{root: root}
	type item struct {
		v       lua.LValue
		reached bool // through an upvalue: a function can change it
	}
	seen := map[any]bool{}        // walked as part of what the script returned
	seenReached := map[any]bool{} // walked as reachable from an upvalue
	stack := []item{{root, false}}
	push := func(v lua.LValue, reached bool) {
		switch x := v.(type) {
		case *lua.LTable, *lua.LFunction:
			if shared[x] || seenReached[x] || (!reached && seen[x]) {
				return
			}
			if reached {
				seenReached[x] = true
			}
			seen[x] = true
			stack = append(stack, item{v, reached})
		case *lua.LUserData, *lua.LState, *lua.LChannel:
			if !shared[x] {
				p.opaque = true
			}
		}
	}
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		switch x := it.v.(type) {
		case *lua.LTable:
			tp := tablePhoto{t: x}
			for k, v := x.Next(lua.LNil); k != lua.LNil; k, v = x.Next(k) {
				if it.reached {
					tp.entries = append(tp.entries, k, v)
				}
				push(k, it.reached)
				push(v, it.reached)
			}
			if x.Metatable != lua.LNil {
				push(x.Metatable, it.reached)
			}
			if it.reached {
				p.tables = append(p.tables, tp)
			}
		case *lua.LFunction:
			for _, uv := range x.Upvalues {
				if uv == nil {
					continue
				}
				v := uv.Value()
				p.ups = append(p.ups, upvaluePhoto{uv, v})
				push(v, true)
			}
		}
	}
	return p
}

// holds reports whether everything the photograph shows is as it was.
func (p *chunkPhoto) holds() bool {
	if p.opaque {
		return false
	}
	for _, u := range p.ups {
		if u.uv.Value() != u.v {
			return false
		}
	}
	for _, tp := range p.tables {
		n := 0
		for k, _ := tp.t.Next(lua.LNil); k != lua.LNil; k, _ = tp.t.Next(k) {
			n++
		}
		if n != len(tp.entries)/2 {
			return false
		}
		for i := 0; i < len(tp.entries); i += 2 {
			if tp.t.RawGet(tp.entries[i]) != tp.entries[i+1] {
				return false
			}
		}
	}
	return true
}

// scriptsUnchanged reports whether the host may keep what its scripts built for the
// next game: no build failed (a failure may depend on the limits of the moment) and
// no script changed anything it holds.
func (h *Host) scriptsUnchanged() bool {
	if h.buildFailed {
		return false
	}
	for _, p := range h.chunks {
		if !p.holds() {
			return false
		}
	}
	return true
}
