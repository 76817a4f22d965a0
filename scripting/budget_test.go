package scripting

import (
	"runtime"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	lua "github.com/yuin/gopher-lua"
)

// The memory meter (budget.go): what it charges covers what gopher-lua allocates, a
// game that keeps what it makes is stopped, and one that makes garbage is not.

// compileFor compiles src as a card script would be and returns it as a function of h.
func compileFor(t *testing.T, h *Host, src string) *lua.LFunction {
	proto, err := NewLibraryOf(nil, nil).compile("cards/T/T-1.lua", []byte(src))
	require.NoError(t, err)
	fn := h.L.NewFunctionFromProto(proto)
	fn.Env = h.env
	return fn
}

// For each way a script can grow the heap without a library call — table entries
// under integer and string keys, constructors, closures holding each other, calls —
// the charges are at least what Go allocated (TotalAlloc: garbage included).
func TestChargesCoverWhatLuaAllocates(t *testing.T) {
	const n = 100000
	for name, src := range map[string]string{
		"array and hash entries":      `local t = {} for i = 1, 100000 do t[i] = i end return t`,
		"integer keys past the array": `local t = {} for i = 1, 100000 do t[i + 1e6] = i end return t`,
		"string keys":                 `local t = {} for i = 1, 100000 do t["k" .. i] = true end return t`,
		"constructors, chained":       `local prev for i = 1, 100000 do prev = {prev} end return prev`,
		"constructors with keys":      `local prev for i = 1, 100000 do prev = {a = prev, b = i} end return prev`,
		"closures, chained":           `local prev for i = 1, 100000 do local p = prev prev = function() return p end end return prev`,
		"table.insert":                `local t = {} for i = 1, 100000 do table.insert(t, i) end return t`,
		"constructors of results":     `local t = {} for i = 1, 100000 do t[i] = {unpack({1, 2, 3, 4})} end return t`,
		"calls":                       `local function f(x) return x end for i = 1, 100000 do f(i) end`,
	} {
		lib := testLib(nil)
		lib.Limits = Limits{Time: time.Minute, Memory: 1 << 40}
		h := lib.NewHost()
		fn := compileFor(t, h, src)
		runtime.GC()
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		require.NoError(t, h.protected(lua.P{Fn: fn, NRet: 0, Protect: true}), name)
		runtime.ReadMemStats(&after)
		allocated := float64(after.TotalAlloc-before.TotalAlloc) / n
		charged := float64(h.m.held) / n
		t.Logf("%-28s allocated %4.0f B, charged %4.0f B per iteration", name, allocated, charged)
		require.GreaterOrEqual(t, charged, allocated, name)
		h.Close()
	}
}

// A game whose script keeps 1 MB more at each call is stopped once it holds more than
// half the budget — measured, not guessed — with an error naming the limit; one whose
// calls make as much garbage is never stopped.
func TestMemoryHeldAcrossCallsIsMeasured(t *testing.T) {
	keeps := `local kept = {}
return function() kept[#kept + 1] = string.rep("x", 1000000) end`
	drops := `return function() local s = string.rep("x", 1000000) return #s end`
	for _, c := range []struct {
		src  string
		stop bool
	}{{keeps, true}, {drops, false}} {
		h := testLib(nil).NewHost()
		h.BeginGame(nil)
		require.NoError(t, h.protected(lua.P{Fn: compileFor(t, h, c.src), NRet: 1, Protect: true}))
		fn := h.L.Get(-1).(*lua.LFunction)
		h.L.Pop(1)
		h.kept = append(h.kept, fn)
		var err error
		calls := 0
		for ; calls < 200 && err == nil; calls++ {
			err = h.protected(lua.P{Fn: fn, NRet: 0, Protect: true})
		}
		if c.stop {
			require.ErrorContains(t, err, "script went over its memory limit (64 MB per game; the game's scripts hold over 32 MB)")
			require.InDelta(t, 33, calls, 2, "stopped once it held 32 MB")
		} else {
			require.NoError(t, err)
			require.Positive(t, h.m.measured, "the meter measured, and found the garbage gone")
		}
		h.Close()
	}
}

// The step budget is about the time limit: whatever a script loops on — an empty
// loop, a long body, calls, the pattern matcher, table.sort, a library call — it is
// stopped after about Limits.Time of CPU, counted in steps (well within 4 times it;
// CPU time, so that a busy machine does not fail the test).
func TestStepBudgetIsAboutTheTimeLimit(t *testing.T) {
	for _, src := range []string{
		`while true do end`,
		`local x = 0 while true do x = x + 1; x = x * 2 % 7; x = x - 1 end`,
		`local function f(n) return n end while true do f(1) end`,
		`local s = string.rep("a", 1e5) return s:find(".-.-.-.-.-b")`,
		`local t = {} for i = 1, 65536 do t[i] = -i end for i = 1, 1e6 do table.sort(t) end`,
		`local s = "abc" while true do local a, b = s:find("b", 1, true) end`,
	} {
		lib := testLib(nil)
		lib.Limits = Limits{Time: 250 * time.Millisecond, Memory: 1 << 40} // time alone
		h := lib.NewHost()
		before := cpuTime(t)
		_, err := eval(h, src)
		used := cpuTime(t) - before
		t.Logf("%-70.70s %v of CPU", src, used.Round(time.Millisecond))
		// The step count stops it; on a machine busy enough, the clock's backstop (8× the
		// limit of wall time) may come first, which the CPU bound below still checks.
		require.ErrorContains(t, err, "script ran past its time limit (250ms per call", src)
		require.Less(t, used, time.Second, src)
		h.Close()
	}
}

// cpuTime is the process's CPU time so far.
func cpuTime(t *testing.T) time.Duration {
	var ru syscall.Rusage
	require.NoError(t, syscall.Getrusage(syscall.RUSAGE_SELF, &ru))
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
