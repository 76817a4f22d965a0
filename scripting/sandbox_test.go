package scripting

import (
	"fmt"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	lua "github.com/yuin/gopher-lua"
)

// The sandbox (DESIGN, Scripting): what a card script can reach, and what it cannot.

// eval runs src as a chunk in h's sandbox — the environment card scripts run in,
// compiled as card scripts are and under the same limits — and returns its results
// joined by ",", or the error.
func eval(h *Host, src string) (string, error) {
	proto, err := NewLibraryOf(nil, nil).compile("cards/T/eval.lua", []byte(src))
	if err != nil {
		return "", err
	}
	fn := h.L.NewFunctionFromProto(proto)
	fn.Env = h.env
	top := h.L.GetTop()
	if err := h.protected(lua.P{Fn: fn, NRet: lua.MultRet, Protect: true}); err != nil {
		return "", err
	}
	var out []string
	for i := top + 1; i <= h.L.GetTop(); i++ {
		out = append(out, h.L.Get(i).String())
	}
	h.L.SetTop(top)
	return strings.Join(out, ","), nil
}

// escapeHatches are what a card script must not reach: files, the OS, other code, the
// debug library, raw writes and environments.
var escapeHatches = []string{"io", "os", "require", "load", "loadstring", "dofile", "loadfile", "rawset",
	"setfenv", "getfenv", "debug", "package", "module", "collectgarbage", "newproxy", "coroutine", "channel",
	"print", "string.dump", "math.randomseed"}

// A card script finds none of them, whether at load time or while its effect runs.
func TestSandboxHasNoFilesOSOrOtherCode(t *testing.T) {
	var types []string
	for _, name := range escapeHatches {
		types = append(types, "type("+name+")")
	}
	probe := strings.Join(types, ` .. "," .. `)
	src := fmt.Sprintf(`
local at_load = %s
return card {
  on_play = function(ctx)
    ctx:may(at_load)
    ctx:may(%s)
  end,
}`, probe, probe)
	out := runCard(t, src)
	require.NoError(t, out.res.Err)
	want := strings.TrimSuffix(strings.Repeat("nil,", len(escapeHatches)), ",")
	require.Equal(t, []string{want, want}, out.asked, "in order: %v", escapeHatches)
}

// What a card script may use is there and works.
func TestSandboxKeepsBaseTableStringMath(t *testing.T) {
	h := testLib(nil).NewHost()
	defer h.Close()
	got, err := eval(h, `
local t = {3, 1, 2}
table.sort(t)
return table.concat(t, " "), string.format("%+d", 2), ("ab"):rep(2), math.floor(7 / 2),
  select("#", 1, 2), tostring(pcall(error, "x")), type(card), type(keyword), _VERSION ~= nil`)
	require.NoError(t, err)
	require.Equal(t, "1 2 3,+2,abab,3,2,false,function,function,true", got)
}

// Globals are read-only: a script keeps no state in Lua that a later game on the same
// pooled state could see.
func TestGlobalsAreReadOnly(t *testing.T) {
	h := testLib(nil).NewHost()
	defer h.Close()
	for _, src := range []string{`counter = 1`, `_G.counter = 1`, `card = nil`, `function helper() end`} {
		_, err := eval(h, src)
		require.Error(t, err, src)
		require.Contains(t, err.Error(), "globals are read-only (use local)", src)
	}
	_, err := eval(h, `setmetatable(_G, nil)`)
	require.ErrorContains(t, err, "cannot change a protected metatable")
	got, err := eval(h, `local counter = 1 counter = counter + 1 return counter, rawget(_G, "counter")`)
	require.NoError(t, err, "locals are fine")
	require.Equal(t, "2,nil", got)

	// In a game: the effect that writes a global ends the game with a script error.
	out := runCard(t, `return card {
  on_play = function(ctx)
    uses = 1
  end,
}`)
	se := scriptErr(t, out.res)
	require.Equal(t, "T-1", se.Card)
	require.Equal(t, 3, se.Line)
	require.Contains(t, se.Msg, `cannot set global "uses"`)
}

// The libraries are read-only too: one script cannot change string.rep or math.floor
// for every other script on the state.
func TestLibrariesAreReadOnly(t *testing.T) {
	h := testLib(nil).NewHost()
	defer h.Close()
	for src, msg := range map[string]string{
		`string.rep = function() return "" end`:    "cannot change string.rep",
		`math.floor = nil`:                         "cannot change math.floor",
		`table.insert = print`:                     "cannot change table.insert",
		`math.random = function() return 4 end`:    "cannot change math.random",
		`string.evil = 1`:                          "cannot change string.evil",
		`setmetatable(string, {__index = _G})`:     "cannot change a protected metatable",
		`getmetatable("").__index.rep = nil`:       "attempt to index",
		`local mt = getmetatable(math) mt.x = nil`: "attempt to index",
	} {
		_, err := eval(h, src)
		require.Error(t, err, src)
		require.Contains(t, err.Error(), msg, src)
	}
	got, err := eval(h, `return string.rep("x", 3), math.floor(2.5)`)
	require.NoError(t, err)
	require.Equal(t, "xxx,2", got, "the libraries are unchanged")
}

// The string metatable (which leads back to the string library) is locked.
func TestStringMetatableIsLocked(t *testing.T) {
	h := testLib(nil).NewHost()
	defer h.Close()
	got, err := eval(h, `return getmetatable(""), getmetatable("abc"), ("abc"):upper(), ("x"):rep(2)`)
	require.NoError(t, err)
	require.Equal(t, "locked,locked,ABC,xx", got)
	// No way back to the writable library table through a string.
	got, err = eval(h, `return type(("").__index), type(string.__index), type(string.__metatable)`)
	require.NoError(t, err)
	require.Equal(t, "nil,nil,nil", got)
	_, err = eval(h, `local s = "" s.upper = nil`)
	require.ErrorContains(t, err, "attempt to index a non-table object(string)")
}

// string.rep cannot build a huge string; the call fails cleanly, as a script error.
func TestStringRepIsCapped(t *testing.T) {
	h := testLib(nil).NewHost()
	defer h.Close()
	for _, src := range []string{`return string.rep("x", 1e9)`, `return ("ab"):rep(1e9)`, `return string.rep("x", 2^40)`} {
		_, err := eval(h, src)
		require.ErrorContains(t, err, "string.rep result too large", src)
	}
	got, err := eval(h, `return #string.rep("x", 1000), string.rep("x", 0), string.rep("x", -1)`)
	require.NoError(t, err)
	require.Equal(t, "1000,,", got)

	out := runCard(t, `return card { on_play = function(ctx) ctx:may(string.rep("x", 1e9)) end }`)
	se := scriptErr(t, out.res)
	require.Equal(t, "T-1", se.Card)
	require.Contains(t, se.Msg, "string.rep result too large")
}

// A table with a huge index does not allocate an array up to it.
func TestHugeTableIndexDoesNotExhaustMemory(t *testing.T) {
	h := testLib(nil).NewHost()
	defer h.Close()
	for _, src := range []string{
		`local t = {} t[1e8] = 1 return t[1e8], #t`,
		`local t = {} t[6e7] = 1 return t[6e7], #t`, // under gopher-lua's default array limit
		`local t = {} t[1] = 1 t[2^20] = 2 return t[2^20], #t`,
	} {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		got, err := eval(h, src)
		runtime.ReadMemStats(&after)
		require.NoError(t, err, src)
		require.Regexp(t, `^[12],[01]$`, got, src)
		require.Less(t, after.TotalAlloc-before.TotalAlloc, uint64(16<<20), "%s allocated too much", src)
	}
}

// math.random draws from the game's own RNG: the same seed gives the same numbers,
// another seed others; math.randomseed does not exist, and there is no random number
// outside a game (a script's load must not depend on chance).
func TestMathRandomFollowsTheGameSeed(t *testing.T) {
	h := testLib(scripts{"T-1": `return card {
  on_play = function(ctx)
    local xs = {}
    for i = 1, 8 do xs[#xs + 1] = tostring(math.random(1000)) end
    xs[#xs + 1] = tostring(math.random(5, 6))
    local f = math.random()
    xs[#xs + 1] = tostring(f >= 0 and f < 1)
    xs[#xs + 1] = type(math.randomseed)
    ctx:may(table.concat(xs, " "))
  end,
}`}).NewHost()
	defer h.Close()
	draws := func(seed uint64) string {
		out := playCard(t, h, seed, nil)
		require.NoError(t, out.res.Err)
		require.Len(t, out.asked, 1)
		return out.asked[0]
	}
	a, b, c := draws(7), draws(7), draws(8)
	require.Equal(t, a, b, "same seed, same numbers")
	require.NotEqual(t, a, c, "another seed, other numbers")
	require.Regexp(t, `^(\d+ ){8}[56] true nil$`, a)

	_, err := eval(h, `return math.random(6)`)
	require.ErrorContains(t, err, "math.random is only available while an effect runs")
	_, err = eval(h, `math.randomseed(1)`)
	require.ErrorContains(t, err, "attempt to call a non-function object")
}

// The per-call deadline is cheap to arm; a script that runs too long is stopped (see
// TestRunawayScriptEndsItsGameOnly).
func TestDeadlineRearmsAfterATimeout(t *testing.T) {
	d := newDeadline(20 * time.Millisecond)
	defer d.close()
	d.begin()
	select {
	case <-d.Done():
	case <-time.After(2 * time.Second):
		t.Fatal("the deadline did not fire")
	}
	require.ErrorIs(t, d.Err(), errDeadline)
	d.end()
	require.NoError(t, d.Err(), "a new call starts with a fresh deadline")

	long := newDeadline(time.Second)
	defer long.close()
	long.begin()
	time.Sleep(5 * time.Millisecond)
	require.NoError(t, long.Err(), "a call under the limit is not stopped")
	long.end()
}
