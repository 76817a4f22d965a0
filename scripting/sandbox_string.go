package scripting

import (
	"fmt"
	"strings"

	lua "github.com/yuin/gopher-lua"
)

// The string library under the limits (README.md, The sandbox). Every function that
// builds a string builds at most maxString bytes and charges them to the game's
// memory; the pattern functions run Lua 5.1's matcher with a step count checked
// against the deadline (pattern.go). A substring much shorter than its subject is
// copied, so that keeping a few bytes of a long string does not keep all of it.

const (
	// maxString is the longest string a script can build (1 MiB).
	maxString = 1 << 20
	// maxResults is how many values one library call may push (Lua 5.1's
	// LUAI_MAXCSTACK): unpack and string.byte.
	maxResults = 8000
)

// stringLib is the string library of one host, charging its meter.
type stringLib struct {
	m *meter
	// format is gopher-lua's string.format, called once the format is checked.
	format lua.LGFunction
}

func (s *stringLib) functions() map[string]lua.LGFunction {
	return map[string]lua.LGFunction{
		"byte": s.byte, "char": s.char, "find": s.find, "format": s.formatChecked, "gmatch": s.gmatch,
		"gsub": s.gsub, "len": strLen, "lower": s.lower, "match": s.match, "rep": s.rep,
		"reverse": s.reverse, "sub": s.sub, "upper": s.upper,
	}
}

// built charges a string the script made and returns it as a Lua value.
func (s *stringLib) built(L *lua.LState, str string, what string) lua.LString {
	if len(str) > maxString {
		L.RaiseError("%s result too large (over %d bytes)", what, maxString)
	}
	s.m.charge(L, costString+int64(len(str)))
	return lua.LString(str)
}

// detached returns part of whole as a string of its own when it is much shorter, so
// that it does not keep whole's bytes alive (Go substrings share them), and charges
// the copy.
func (s *stringLib) detached(L *lua.LState, part, whole string) string {
	if len(part) >= len(whole)/2 {
		return part
	}
	s.m.charge(L, costString+int64(len(part)))
	return strings.Clone(part)
}

func strLen(L *lua.LState) int {
	L.Push(lua.LNumber(len(L.CheckString(1))))
	return 1
}

func (s *stringLib) lower(L *lua.LState) int {
	L.Push(s.built(L, strings.ToLower(L.CheckString(1)), "string.lower"))
	return 1
}

func (s *stringLib) upper(L *lua.LState) int {
	L.Push(s.built(L, strings.ToUpper(L.CheckString(1)), "string.upper"))
	return 1
}

func (s *stringLib) reverse(L *lua.LState) int {
	b := []byte(L.CheckString(1))
	for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
		b[i], b[j] = b[j], b[i]
	}
	L.Push(s.built(L, string(b), "string.reverse"))
	return 1
}

// rep is string.rep, refusing a result over maxString before building it.
func (s *stringLib) rep(L *lua.LState) int {
	str := L.CheckString(1)
	n := L.CheckNumber(2)
	if n < 1 || str == "" {
		L.Push(lua.LString(""))
		return 1
	}
	if float64(n) > float64(maxString/len(str)) {
		L.RaiseError("string.rep result too large (over %d bytes)", maxString)
	}
	L.Push(s.built(L, strings.Repeat(str, int(n)), "string.rep"))
	return 1
}

// stringIndex turns a Lua string position (1-based, negative from the end) into a
// 0-based offset, clamped to [0, n] (posrelat).
func stringIndex(pos lua.LNumber, n int) int {
	p := float64(pos)
	if p != p { // NaN
		return 0
	}
	if p < 0 {
		p += float64(n) + 1
	}
	switch {
	case p < 0:
		return 0
	case p > float64(n)+1:
		return n + 1
	}
	return int(p)
}

func (s *stringLib) sub(L *lua.LState) int {
	str := L.CheckString(1)
	l := len(str)
	i := max(stringIndex(L.CheckNumber(2), l), 1)
	j := min(stringIndex(L.OptNumber(3, -1), l), l)
	if i > j {
		L.Push(lua.LString(""))
		return 1
	}
	L.Push(lua.LString(s.detached(L, str[i-1:j], str)))
	return 1
}

func (s *stringLib) byte(L *lua.LState) int {
	str := L.CheckString(1)
	l := len(str)
	i0 := stringIndex(L.OptNumber(2, 1), l)
	j := min(stringIndex(L.OptNumber(3, lua.LNumber(i0)), l), l)
	i := max(i0, 1)
	if i > j {
		return 0
	}
	if j-i+1 > maxResults {
		L.RaiseError("string slice too long")
	}
	for k := i; k <= j; k++ {
		L.Push(lua.LNumber(str[k-1]))
	}
	return j - i + 1
}

func (s *stringLib) char(L *lua.LState) int {
	top := L.GetTop()
	b := make([]byte, top)
	for i := 1; i <= top; i++ {
		c := L.CheckInt(i)
		if c < 0 || c > 255 {
			L.ArgError(i, "invalid value")
		}
		b[i-1] = byte(c)
	}
	L.Push(s.built(L, string(b), "string.char"))
	return 1
}

// formatChecked is string.format with Lua's rules on each conversion (flags, a width
// and precision of at most two digits: "%99999999d" asked Go for a 100 MB string) and
// a result of at most maxString bytes.
func (s *stringLib) formatChecked(L *lua.LState) int {
	f := L.CheckString(1)
	size := len(f)
	arg := 1
	for i := 0; i < len(f); i++ {
		if f[i] != '%' {
			continue
		}
		i++
		if i < len(f) && f[i] == '%' {
			continue
		}
		start := i
		for i < len(f) && strings.IndexByte("-+ #0", f[i]) >= 0 {
			i++
		}
		if i-start > 5 {
			L.RaiseError("invalid format (repeated flags)")
		}
		digits := func() {
			n := 0
			for i < len(f) && '0' <= f[i] && f[i] <= '9' {
				i++
				n++
			}
			if n > 2 {
				L.RaiseError("invalid format (width or precision too long)")
			}
		}
		digits()
		if i < len(f) && f[i] == '.' {
			i++
			digits()
		}
		if i >= len(f) || strings.IndexByte("cdiouxXeEfgGqs", f[i]) < 0 {
			L.RaiseError("invalid option to 'format'")
		}
		arg++
		size += 100 // a number, or the padding of a string
		if f[i] == 's' || f[i] == 'q' {
			size += 2 * len(L.ToString(arg)) // %q may escape every byte
		}
		if size > maxString {
			L.RaiseError("string.format result too large (over %d bytes)", maxString)
		}
	}
	s.format(L)
	res := L.ToString(-1)
	L.Pop(1)
	L.Push(s.built(L, res, "string.format"))
	return 1
}

// newMatcher starts a match of pat against src that checks the deadline as it goes.
func (s *stringLib) newMatcher(L *lua.LState, src, pat string) *matcher {
	return &matcher{src: src, pat: pat, check: func() { s.m.checkTime(L, stepsPerCheck/matchStepsPerStep) }}
}

// run calls f, turning a malformed pattern into a Lua error.
func run(L *lua.LState, f func()) {
	defer func() {
		if r := recover(); r != nil {
			if pe, ok := r.(patternError); ok {
				L.RaiseError("%s", string(pe))
			}
			panic(r)
		}
	}()
	f()
}

// pushCaptures pushes the captures of a match from s to e (the whole match when it has
// none and whole is set), and returns how many.
func (s *stringLib) pushCaptures(L *lua.LState, m *matcher, st, e int, whole bool) int {
	n := m.captureCount(whole)
	for i := range n {
		s.pushCapture(L, m, i, st, e)
	}
	return n
}

func (s *stringLib) pushCapture(L *lua.LState, m *matcher, i, st, e int) {
	str, pos, isPos := m.captureValue(i, st, e)
	if isPos {
		L.Push(lua.LNumber(pos))
		return
	}
	L.Push(lua.LString(s.detached(L, str, m.src)))
}

// find is string.find and match is string.match (str_find_aux).
func (s *stringLib) find(L *lua.LState) int  { return s.findAux(L, true) }
func (s *stringLib) match(L *lua.LState) int { return s.findAux(L, false) }

func (s *stringLib) findAux(L *lua.LState, find bool) int {
	src := L.CheckString(1)
	pat := L.CheckString(2)
	init := stringIndex(L.OptNumber(3, 1), len(src)) - 1
	if init < 0 {
		init = 0
	} else if init > len(src) {
		init = len(src)
	}
	if find && (lua.LVAsBool(L.Get(4)) || !hasPatternSpecials(pat)) {
		if i := strings.Index(src[init:], pat); i >= 0 {
			L.Push(lua.LNumber(init + i + 1))
			L.Push(lua.LNumber(init + i + len(pat)))
			return 2
		}
		L.Push(lua.LNil)
		return 1
	}
	anchor := strings.HasPrefix(pat, "^")
	if anchor {
		pat = pat[1:]
	}
	n := 0
	run(L, func() {
		m := s.newMatcher(L, src, pat)
		st, e := m.findAt(init, anchor)
		switch {
		case st < 0:
			L.Push(lua.LNil)
			n = 1
		case find:
			L.Push(lua.LNumber(st + 1))
			L.Push(lua.LNumber(e))
			n = 2 + s.pushCaptures(L, m, st, e, false)
		default:
			n = s.pushCaptures(L, m, st, e, true)
		}
	})
	return n
}

// gmatch is string.gmatch: an iterator that finds the next match each call. As in
// Lua 5.1, '^' is not an anchor here.
func (s *stringLib) gmatch(L *lua.LState) int {
	src := L.CheckString(1)
	pat := L.CheckString(2)
	pos := 0
	s.m.charge(L, costGoClosure)
	// The subject is the iterator's upvalue too, so that the meter's walk sees it.
	L.Push(L.NewClosure(func(L *lua.LState) int {
		n := 0
		run(L, func() {
			m := s.newMatcher(L, src, pat)
			for ; pos <= len(src); pos++ {
				m.level = 0
				if e := m.match(pos, 0); e != -1 {
					st := pos
					pos = e
					if e == st {
						pos++ // an empty match: go at least one position on
					}
					n = s.pushCaptures(L, m, st, e, true)
					return
				}
			}
		})
		return n
	}, lua.LString(src), lua.LString(pat)))
	return 1
}

// gsub is string.gsub, building at most maxString bytes.
func (s *stringLib) gsub(L *lua.LState) int {
	src := L.CheckString(1)
	pat := L.CheckString(2)
	repl := L.Get(3)
	switch repl.Type() {
	case lua.LTNumber, lua.LTString, lua.LTTable, lua.LTFunction:
	default:
		L.ArgError(3, "string/function/table expected")
	}
	maxN := L.OptInt(4, len(src)+1)
	anchor := strings.HasPrefix(pat, "^")
	if anchor {
		pat = pat[1:]
	}
	var b strings.Builder
	grow := func(str string) {
		if b.Len()+len(str) > maxString {
			L.RaiseError("string.gsub result too large (over %d bytes)", maxString)
		}
		b.WriteString(str)
	}
	n := 0
	run(L, func() {
		m := s.newMatcher(L, src, pat)
		at := 0
		for n < maxN {
			m.level = 0
			e := m.match(at, 0)
			if e != -1 {
				n++
				grow(s.replacement(L, m, repl, at, e))
			}
			switch {
			case e != -1 && e > at:
				at = e
			case at < len(src):
				grow(src[at : at+1])
				at++
			default:
				at = len(src) + 1
			}
			if at > len(src) || anchor {
				break
			}
		}
		if at <= len(src) {
			grow(src[at:])
		}
	})
	L.Push(s.built(L, b.String(), "string.gsub"))
	L.Push(lua.LNumber(n))
	return 2
}

// replacement is what replaces a match from st to e (add_value): the replacement
// string with %0-%9 expanded, the table's value for the first capture, or the
// function's result; nil or false keeps the match.
func (s *stringLib) replacement(L *lua.LState, m *matcher, repl lua.LValue, st, e int) string {
	var v lua.LValue
	switch r := repl.(type) {
	case lua.LString, lua.LNumber:
		return s.expand(L, m, lua.LVAsString(r), st, e)
	case *lua.LTable:
		s.pushCapture(L, m, 0, st, e)
		key := L.Get(-1)
		L.Pop(1)
		v = L.GetTable(r, key)
	case *lua.LFunction:
		L.Push(r)
		n := s.pushCaptures(L, m, st, e, true)
		L.Call(n, 1)
		v = L.Get(-1)
		L.Pop(1)
	}
	if !lua.LVAsBool(v) {
		return m.src[st:e]
	}
	if v.Type() != lua.LTString && v.Type() != lua.LTNumber {
		L.RaiseError("invalid replacement value (a %s)", v.Type())
	}
	return lua.LVAsString(v)
}

// expand writes a replacement string with its captures (add_s).
func (s *stringLib) expand(L *lua.LState, m *matcher, news string, st, e int) string {
	if !strings.Contains(news, "%") {
		return news
	}
	var b strings.Builder
	for i := 0; i < len(news); i++ {
		c := news[i]
		if c != patternEscape {
			b.WriteByte(c)
			continue
		}
		i++
		if i >= len(news) {
			break
		}
		switch d := news[i]; {
		case d < '0' || d > '9':
			b.WriteByte(d)
		case d == '0':
			b.WriteString(m.src[st:e])
		default:
			str, pos, isPos := m.captureValue(int(d-'1'), st, e)
			if isPos {
				str = fmt.Sprint(pos)
			}
			b.WriteString(str)
		}
		if b.Len() > maxString {
			L.RaiseError("string.gsub result too large (over %d bytes)", maxString)
		}
	}
	return b.String()
}
