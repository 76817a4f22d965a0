package scripting

import (
	"fmt"
	"strings"
)

// Lua patterns (string.find, match, gmatch, gsub) under the time limit. gopher-lua's
// matcher backtracks inside one Go call, where the Lua state's deadline is never
// looked at: `("a"):rep(1e5):find(".-.-.-.-b")` ran for minutes. This is Lua 5.1's
// matcher (lstrlib.c), step for step, with one change: it counts its steps and asks
// the deadline every stepsPerCheck of them, so a backtracking pattern stops when the
// activation's time is up. Recursion is capped at maxMatchDepth (Lua 5.2's
// "pattern too complex"), so a long pattern cannot grow the Go stack without bound.

const (
	maxCaptures   = 32  // LUA_MAXCAPTURES
	maxMatchDepth = 200 // MAXCCALLS, as Lua 5.2 caps the matcher
	stepsPerCheck = 1 << 12
	capUnfinished = -1
	capPosition   = -2
	patternEscape = '%'
	// patternSpecials are the characters that make find search with a pattern
	// rather than plainly (SPECIALS).
	patternSpecials = "^$*+?.([%-"
)

// patternError is a malformed pattern; the string functions raise it as a Lua error.
type patternError string

func (e patternError) Error() string { return string(e) }

type capture struct{ init, len int }

// matcher is one match of one pattern against one subject (MatchState).
type matcher struct {
	src, pat string
	level    int
	capture  [maxCaptures]capture
	depth    int
	steps    int
	// check is called every stepsPerCheck steps; it panics (a Lua error) when the
	// activation has run out of time.
	check func()
}

func (m *matcher) fail(format string, a ...any) {
	panic(patternError(fmt.Sprintf(format, a...)))
}

// step counts one unit of work.
func (m *matcher) step() {
	m.steps++
	if m.steps%stepsPerCheck == 0 && m.check != nil {
		m.check()
	}
}

// classEnd returns the index just after the single-character class at p.
func (m *matcher) classEnd(p int) int {
	c := m.pat[p]
	p++
	switch c {
	case patternEscape:
		if p >= len(m.pat) {
			m.fail("malformed pattern (ends with '%%')")
		}
		return p + 1
	case '[':
		if p < len(m.pat) && m.pat[p] == '^' {
			p++
		}
		for { // look for a ']'
			if p >= len(m.pat) {
				m.fail("malformed pattern (missing ']')")
			}
			c := m.pat[p]
			p++
			if c == patternEscape && p < len(m.pat) {
				p++ // skip escapes (e.g. '%]')
			}
			if p < len(m.pat) && m.pat[p] == ']' {
				return p + 1
			}
		}
	}
	return p
}

// matchClass reports whether c is in the class %cl (the C locale's classes).
func matchClass(c, cl byte) bool {
	var res bool
	lower := cl | 0x20
	switch lower {
	case 'a':
		res = isAlpha(c)
	case 'c':
		res = c < 32 || c == 127
	case 'd':
		res = '0' <= c && c <= '9'
	case 'l':
		res = 'a' <= c && c <= 'z'
	case 'p':
		res = isPunct(c)
	case 's':
		res = c == ' ' || ('\t' <= c && c <= '\r')
	case 'u':
		res = 'A' <= c && c <= 'Z'
	case 'w':
		res = isAlpha(c) || ('0' <= c && c <= '9')
	case 'x':
		res = ('0' <= c && c <= '9') || ('a' <= c|0x20 && c|0x20 <= 'f')
	case 'z':
		res = c == 0
	default:
		return cl == c
	}
	if 'A' <= cl && cl <= 'Z' {
		return !res
	}
	return res
}

func isAlpha(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

func isPunct(c byte) bool {
	return c > 32 && c < 127 && !isAlpha(c) && !('0' <= c && c <= '9')
}

// matchBracketClass reports whether c is in the set [...] from p to ec (the ']').
func (m *matcher) matchBracketClass(c byte, p, ec int) bool {
	sig := true
	if m.pat[p+1] == '^' {
		sig = false
		p++
	}
	for p++; p < ec; p++ {
		switch {
		case m.pat[p] == patternEscape:
			p++
			if matchClass(c, m.pat[p]) {
				return sig
			}
		case p+2 < ec && m.pat[p+1] == '-':
			p += 2
			if m.pat[p-2] <= c && c <= m.pat[p] {
				return sig
			}
		case m.pat[p] == c:
			return sig
		}
	}
	return !sig
}

func (m *matcher) singleMatch(s, p, ep int) bool {
	if s >= len(m.src) {
		return false
	}
	c := m.src[s]
	switch m.pat[p] {
	case '.':
		return true
	case patternEscape:
		return matchClass(c, m.pat[p+1])
	case '[':
		return m.matchBracketClass(c, p, ep-1)
	}
	return m.pat[p] == c
}

// match matches the pattern from p against the subject from s: the end of the match,
// or -1.
func (m *matcher) match(s, p int) int {
	m.depth++
	if m.depth > maxMatchDepth {
		m.fail("pattern too complex")
	}
	defer func() { m.depth-- }()
	for {
		m.step()
		if p == len(m.pat) {
			return s // end of pattern: the match succeeded
		}
		switch m.pat[p] {
		case '(':
			if p+1 < len(m.pat) && m.pat[p+1] == ')' {
				return m.startCapture(s, p+2, capPosition)
			}
			return m.startCapture(s, p+1, capUnfinished)
		case ')':
			return m.endCapture(s, p+1)
		case '$':
			if p+1 == len(m.pat) {
				if s == len(m.src) {
					return s
				}
				return -1
			}
		case patternEscape:
			if p+1 < len(m.pat) {
				switch next := m.pat[p+1]; {
				case next == 'b':
					if s = m.matchBalance(s, p+2); s == -1 {
						return -1
					}
					p += 4
					continue
				case next == 'f':
					p += 2
					if p >= len(m.pat) || m.pat[p] != '[' {
						m.fail("missing '[' after '%%f' in pattern")
					}
					ep := m.classEnd(p)
					var prev, cur byte
					if s > 0 {
						prev = m.src[s-1]
					}
					if s < len(m.src) {
						cur = m.src[s]
					}
					if m.matchBracketClass(prev, p, ep-1) || !m.matchBracketClass(cur, p, ep-1) {
						return -1
					}
					p = ep
					continue
				case '0' <= next && next <= '9':
					if s = m.matchCapture(s, next); s == -1 {
						return -1
					}
					p += 2
					continue
				}
			}
		}
		// a pattern item: a single-character class and its repetition, if any
		ep := m.classEnd(p)
		matched := m.singleMatch(s, p, ep)
		var rep byte
		if ep < len(m.pat) {
			rep = m.pat[ep]
		}
		switch rep {
		case '?':
			if matched {
				if res := m.match(s+1, ep+1); res != -1 {
					return res
				}
			}
			p = ep + 1
		case '*':
			return m.maxExpand(s, p, ep)
		case '+':
			if !matched {
				return -1
			}
			return m.maxExpand(s+1, p, ep)
		case '-':
			return m.minExpand(s, p, ep)
		default:
			if !matched {
				return -1
			}
			s++
			p = ep
		}
	}
}

func (m *matcher) maxExpand(s, p, ep int) int {
	i := 0
	for m.singleMatch(s+i, p, ep) {
		m.step()
		i++
	}
	for ; i >= 0; i-- { // try the longest run first, then one fewer
		if res := m.match(s+i, ep+1); res != -1 {
			return res
		}
	}
	return -1
}

func (m *matcher) minExpand(s, p, ep int) int {
	for {
		if res := m.match(s, ep+1); res != -1 {
			return res
		}
		if !m.singleMatch(s, p, ep) {
			return -1
		}
		s++ // try one more repetition
	}
}

func (m *matcher) startCapture(s, p, what int) int {
	if m.level >= maxCaptures {
		m.fail("too many captures")
	}
	m.capture[m.level] = capture{s, what}
	m.level++
	res := m.match(s, p)
	if res == -1 {
		m.level-- // undo the capture
	}
	return res
}

func (m *matcher) endCapture(s, p int) int {
	l := m.captureToClose()
	m.capture[l].len = s - m.capture[l].init
	res := m.match(s, p)
	if res == -1 {
		m.capture[l].len = capUnfinished
	}
	return res
}

func (m *matcher) captureToClose() int {
	for l := m.level - 1; l >= 0; l-- {
		if m.capture[l].len == capUnfinished {
			return l
		}
	}
	m.fail("invalid pattern capture")
	return 0
}

func (m *matcher) matchBalance(s, p int) int {
	if p+1 >= len(m.pat) {
		m.fail("unbalanced pattern")
	}
	if s >= len(m.src) || m.src[s] != m.pat[p] {
		return -1
	}
	b, e := m.pat[p], m.pat[p+1]
	cont := 1
	for s++; s < len(m.src); s++ {
		m.step()
		switch m.src[s] {
		case e:
			if cont--; cont == 0 {
				return s + 1
			}
		case b:
			cont++
		}
	}
	return -1
}

func (m *matcher) matchCapture(s int, digit byte) int {
	l := m.checkCapture(digit)
	n := m.capture[l].len
	if len(m.src)-s >= n && m.src[s:s+n] == m.src[m.capture[l].init:m.capture[l].init+n] {
		return s + n
	}
	return -1
}

func (m *matcher) checkCapture(digit byte) int {
	l := int(digit) - '1'
	if l < 0 || l >= m.level || m.capture[l].len == capUnfinished {
		m.fail("invalid capture index")
	}
	return l
}

// captureValue is capture i of a match from s to e: a string, or a position (an int).
// With no captures, capture 0 is the whole match.
func (m *matcher) captureValue(i, s, e int) (str string, pos int, isPos bool) {
	if i >= m.level {
		if i != 0 {
			m.fail("invalid capture index")
		}
		return m.src[s:e], 0, false
	}
	c := m.capture[i]
	switch c.len {
	case capUnfinished:
		m.fail("unfinished capture")
	case capPosition:
		return "", c.init + 1, true
	}
	return m.src[c.init : c.init+c.len], 0, false
}

// captureCount is how many values a match gives: its captures, or the whole match.
func (m *matcher) captureCount(whole bool) int {
	if m.level == 0 && whole {
		return 1
	}
	return m.level
}

// findAt looks for the pattern in the subject from init (0-based): the match's start
// and end, or -1. An anchored pattern ('^') is tried at init only.
func (m *matcher) findAt(init int, anchor bool) (start, end int) {
	for s := init; s <= len(m.src); s++ {
		m.level = 0
		if e := m.match(s, 0); e != -1 {
			return s, e
		}
		if anchor {
			break
		}
	}
	return -1, -1
}

// hasPatternSpecials reports whether find must treat p as a pattern.
func hasPatternSpecials(p string) bool { return strings.ContainsAny(p, patternSpecials) }
