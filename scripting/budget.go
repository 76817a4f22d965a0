package scripting

import (
	"fmt"
	"time"

	lua "github.com/yuin/gopher-lua"
)

// Limits are what one game's scripts may use: time per call into Lua, memory per game.
type Limits struct {
	// Time is how long one activation (one call from the engine into Lua: an effect,
	// a condition, loading a script) may run. Time spent in the engine or waiting for
	// a player's decision does not count. It is counted in steps (stepsPerMillisecond),
	// so that a game ends the same way on a busy machine as on an idle one; the clock
	// stops a call at backstop times Time, should the count miss something.
	Time time.Duration
	// Memory is what one game's scripts may have allocated at any moment: half of it
	// for what they hold between activations, half for what one activation allocates.
	Memory int64
}

// DefaultLimits are the limits of every command unless it says otherwise.
var DefaultLimits = Limits{Time: 250 * time.Millisecond, Memory: 64 << 20}

// Time in steps: the compiled code counts the syntax nodes of each straight-line
// stretch it runs (instrument.go), the pattern matcher its steps, table.sort its
// comparisons. stepsPerMillisecond is about what one millisecond of Lua runs on a
// 2020s core (TestStepBudgetIsAboutTheTimeLimit measures it, with a wide margin).
const (
	stepsPerMillisecond = 20000
	// matchStepsPerStep: a step of the pattern matcher is a few Go instructions.
	matchStepsPerStep = 3
	// backstop is how many times the time limit the clock allows, past the count.
	backstop = 8
)

// What gopher-lua does not let us hook, the meter bounds from outside (README.md, The
// sandbox). Everything a script can keep alive is one of: a string, a table entry, a
// closure, or a value an API function returns. Strings are made only by library
// functions and `..`, and both are ours (sandbox_string.go, instrument.go): they charge
// what they build. Table entries and closures are made by VM instructions no Go code
// sees; the compiler's pass (instrument.go) makes every function body and loop body
// charge, each time it runs, the most its straight-line code can allocate — so no
// unbounded growth goes uncharged. API results are charged when they return.
//
// Charges are what was allocated, not what is still held: an activation may charge at
// most Memory/2; when it returns, its charges join what the game held, and when that
// sum passes Memory/2 the meter measures what the game's Lua values really hold (a walk
// from its roots: every card's chunk, and the functions the engine keeps). Over
// Memory/2 still, the game ends with an error naming the card. So a game never holds
// more than Memory/2 between activations, plus Memory/2 inside one.

// Estimated sizes, in bytes, of gopher-lua's values on a 64-bit Go: upper bounds of
// what each costs the heap, allocator rounding and map growth included
// (TestChargesCoverWhatLuaAllocates measures them).
const (
	costTable     = 512 // an LTable with its first slots (a string-keyed one allocates its maps)
	costEntry     = 384 // one more key: the map entry, the key order slice, the index map, growth
	costClosure   = 128 // an LFunction
	costUpvalue   = 64  // each upvalue a closure captures
	costFrame     = 128 // a call: its lines in a traceback, should gopher-lua build one (a tail call is one)
	costString    = 32  // a string's header, besides its bytes
	costUserdata  = 96  // an API object (the Go value behind it is the engine's)
	costGoClosure = 96  // an iterator a library function returns (gmatch)
)

// meter is one host's account of its game's use of the limits.
type meter struct {
	limits Limits
	dl     *deadline
	// steps the running activation has taken, of maxSteps.
	steps, maxSteps int64
	// inCall is what the running activation has charged.
	inCall int64
	// held is an upper bound of what the game's Lua values hold: last measured, plus
	// every charge since.
	held int64
	// measured counts the walks (for tests).
	measured int
}

// errMemory is the message of a script stopped by its memory limit.
const errMemory = "script went over its memory limit"

// charge counts n bytes the running activation allocates; over the activation's half
// of the budget it raises a Lua error.
func (m *meter) charge(L *lua.LState, n int64) {
	m.inCall += n
	if m.inCall > m.limits.Memory/2 {
		m.inCall = 0 // the error unwinds the activation: what it built is garbage
		L.RaiseError("%s (%d MB per game; one call allocated over %d MB, counting calls, strings, tables and closures as they are made)", errMemory, m.limits.Memory>>20, m.limits.Memory>>21)
	}
}

func newMeter(limits Limits, dl *deadline) *meter {
	return &meter{limits: limits, dl: dl, maxSteps: max(int64(limits.Time/time.Millisecond)*stepsPerMillisecond, stepsPerMillisecond)}
}

// spend counts n steps of the running activation; past its limit it raises the time
// limit's error (again at every later step: a pcall cannot catch its way past it).
func (m *meter) spend(L *lua.LState, n int64) {
	m.steps += n
	if m.steps > m.maxSteps {
		L.RaiseError("%s (%v per call, counted in steps)", errDeadline.Error(), m.limits.Time)
	}
}

// checkTime counts the steps of a library function that works long between two VM
// instructions, and asks the clock.
func (m *meter) checkTime(L *lua.LState, steps int64) {
	m.spend(L, steps)
	if err := m.dl.Err(); err != nil {
		L.RaiseError("%s", err.Error())
	}
}

// settle ends an activation: its charges join what the game holds; past half the
// budget the meter measures the game's roots. It returns an error when the game's
// scripts hold more than their half.
func (m *meter) settle(roots func(yield func(lua.LValue)), shared map[any]bool) error {
	m.held += m.inCall
	m.inCall = 0
	if m.held <= m.limits.Memory/2 {
		return nil
	}
	m.measured++
	m.held = measure(roots, shared, m.limits.Memory/2)
	if m.held > m.limits.Memory/2 {
		return fmt.Errorf("%s (%d MB per game; the game's scripts hold over %d MB)", errMemory, m.limits.Memory>>20, m.limits.Memory>>21)
	}
	return nil
}

// reset starts a new game's account.
func (m *meter) reset() { m.inCall, m.held = 0, 0 }

// measure walks the Lua values reachable from roots and adds up their estimated
// sizes, stopping early once past stop. The environment (globals, libraries, the API:
// shared) is the same for every game and not counted: functions' Env is not followed,
// and a script's reference to a library table stops there.
func measure(roots func(yield func(lua.LValue)), shared map[any]bool, stop int64) int64 {
	seen := make(map[any]bool, len(shared))
	for k := range shared {
		seen[k] = true
	}
	var total int64
	var stack []lua.LValue
	push := func(v lua.LValue) {
		switch v.(type) {
		case *lua.LTable, *lua.LFunction, *lua.LUserData, lua.LString:
			stack = append(stack, v)
		}
	}
	roots(push)
	for len(stack) > 0 && total <= stop {
		v := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		switch x := v.(type) {
		case lua.LString:
			total += costString + int64(len(x)) // strings are values: each copy is counted
		case *lua.LTable:
			if seen[x] {
				continue
			}
			seen[x] = true
			total += costTable
			x.ForEach(func(k, val lua.LValue) {
				total += costEntry
				push(k)
				push(val)
			})
			push(x.Metatable)
		case *lua.LFunction:
			if seen[x] {
				continue
			}
			seen[x] = true
			total += costClosure
			for _, uv := range x.Upvalues {
				total += costUpvalue
				push(uv.Value())
			}
		case *lua.LUserData:
			if seen[x] {
				continue
			}
			seen[x] = true
			total += costUserdata
			push(x.Metatable)
		}
	}
	return total
}
