package scripting

import (
	"sort"
	"strings"

	lua "github.com/yuin/gopher-lua"
)

// The base and table functions that gopher-lua runs as one long Go call, under the
// limits (README.md, The sandbox): each is bounded by the size of its inputs (which
// the memory limit bounds), counts its steps against the deadline, or both.

// baseLib is the base and table functions of one host, charging its meter.
type baseLib struct {
	m *meter
	// insert and tostring are gopher-lua's, called once the charge is made.
	insert, tostring lua.LGFunction
	// handler is the message handler of every protected call (passError).
	handler *lua.LFunction
}

func (b *baseLib) base() map[string]lua.LGFunction {
	return map[string]lua.LGFunction{"pcall": b.pcall, "xpcall": b.xpcall, "unpack": unpack, "tostring": b.toString}
}

func (b *baseLib) table() map[string]lua.LGFunction {
	return map[string]lua.LGFunction{"concat": b.concat, "insert": b.tableInsert, "sort": b.sort}
}

// passError is the message handler of every protected call: it returns the error
// as it is. With a handler, gopher-lua builds no traceback — a traceback has a line
// per tail call, and a loop of tail calls made one of gigabytes.
func passError(L *lua.LState) int {
	L.Push(L.Get(1))
	return 1
}

// pcall is Lua's pcall without the traceback.
func (b *baseLib) pcall(L *lua.LState) int {
	L.CheckAny(1)
	nargs := L.GetTop() - 1
	if err := L.PCall(nargs, lua.MultRet, b.handler); err != nil {
		L.Push(lua.LFalse)
		L.Push(errorValue(err))
		return 2
	}
	L.Insert(lua.LTrue, 1)
	return L.GetTop()
}

// xpcall is Lua's xpcall: the handler runs protected in its turn, so that its own
// error does not build a traceback either.
func (b *baseLib) xpcall(L *lua.LState) int {
	fn := L.CheckFunction(1)
	handler := L.CheckFunction(2)
	top := L.GetTop()
	L.Push(fn)
	wrapped := L.NewFunction(func(L *lua.LState) int {
		msg := L.Get(1)
		if err := L.CallByParam(lua.P{Fn: handler, NRet: 1, Protect: true, Handler: b.handler}, msg); err != nil {
			L.Push(errorValue(err))
		}
		return 1
	})
	if err := L.PCall(0, lua.MultRet, wrapped); err != nil {
		L.Push(lua.LFalse)
		L.Push(errorValue(err))
		return 2
	}
	L.Insert(lua.LTrue, top+1)
	return L.GetTop() - top
}

// errorValue is the Lua value an error carries.
func errorValue(err error) lua.LValue {
	if ae, ok := err.(*lua.ApiError); ok {
		return ae.Object
	}
	return lua.LString(err.Error())
}

// unpack is Lua's unpack, giving at most maxResults values ({unpack({}, 1, 1e8)} spent
// 24 s pushing nils before the stack overflowed).
func unpack(L *lua.LState) int {
	t := L.CheckTable(1)
	i := L.OptNumber(2, 1)
	j := L.OptNumber(3, lua.LNumber(t.Len()))
	if i > j {
		return 0
	}
	if float64(j)-float64(i) >= maxResults {
		L.RaiseError("too many results to unpack (over %d)", maxResults)
	}
	n := int(j) - int(i) + 1
	for k := int(i); k <= int(j); k++ {
		L.Push(t.RawGetInt(k))
	}
	return n
}

// toString charges the string tostring makes.
func (b *baseLib) toString(L *lua.LState) int {
	n := b.tostring(L)
	b.m.charge(L, costString+int64(len(L.ToString(-1))))
	return n
}

// tableInsert charges the entry table.insert adds.
func (b *baseLib) tableInsert(L *lua.LState) int {
	b.m.charge(L, costEntry)
	return b.insert(L)
}

// concat is table.concat (gopher-lua's bounds), building at most maxString bytes.
func (b *baseLib) concat(L *lua.LState) int {
	t := L.CheckTable(1)
	sep := L.OptString(2, "")
	n := t.Len()
	i := L.OptInt(3, 1)
	j := L.OptInt(4, n)
	if L.GetTop() == 3 && (i > n || i < 1) {
		L.Push(lua.LString(""))
		return 1
	}
	i = max(min(i, n), 1)
	j = min(j, n)
	var sb strings.Builder
	for k := i; k <= j; k++ {
		v := t.RawGetInt(k)
		if !lua.LVCanConvToString(v) {
			L.RaiseError("invalid value (%s) at index %d in table for concat", v.Type().String(), k)
		}
		s := lua.LVAsString(v)
		if sb.Len()+len(s)+len(sep) > maxString {
			L.RaiseError("table.concat result too large (over %d bytes)", maxString)
		}
		sb.WriteString(s)
		if k != j {
			sb.WriteString(sep)
		}
	}
	b.m.charge(L, costString+int64(sb.Len()))
	L.Push(lua.LString(sb.String()))
	return 1
}

// sort is table.sort (gopher-lua's: the array part, sort.Sort), counting comparisons
// against the deadline. A Lua comparator is under the deadline anyway; the default
// one is Go's.
func (b *baseLib) sort(L *lua.LState) int {
	t := L.CheckTable(1)
	s := &sorter{L: L, m: b.m}
	if L.GetTop() != 1 {
		s.fn = L.CheckFunction(2)
	}
	n := t.Len()
	s.values = make([]lua.LValue, n)
	for i := range n {
		s.values[i] = t.RawGetInt(i + 1)
	}
	sort.Sort(s)
	for i, v := range s.values {
		t.RawSetInt(i+1, v)
	}
	return 0
}

type sorter struct {
	L      *lua.LState
	m      *meter
	fn     *lua.LFunction
	values []lua.LValue
	steps  int
}

func (s *sorter) Len() int      { return len(s.values) }
func (s *sorter) Swap(i, j int) { s.values[i], s.values[j] = s.values[j], s.values[i] }
func (s *sorter) Less(i, j int) bool {
	if s.steps++; s.steps%stepsPerCheck == 0 {
		s.m.checkTime(s.L, stepsPerCheck)
	}
	if s.fn != nil {
		s.L.Push(s.fn)
		s.L.Push(s.values[i])
		s.L.Push(s.values[j])
		s.L.Call(2, 1)
		ok := lua.LVAsBool(s.L.Get(-1))
		s.L.Pop(1)
		return ok
	}
	return lessThan(s.L, s.values[i], s.values[j])
}

// lessThan is Lua's < (numbers, strings, or __lt).
func lessThan(L *lua.LState, a, b lua.LValue) bool {
	if x, ok := a.(lua.LNumber); ok {
		if y, ok := b.(lua.LNumber); ok {
			return x < y
		}
	}
	if x, ok := a.(lua.LString); ok {
		if y, ok := b.(lua.LString); ok {
			return x < y
		}
	}
	return L.LessThan(a, b)
}
