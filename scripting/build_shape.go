package scripting

import (
	"fmt"
	"regexp"

	lua "github.com/yuin/gopher-lua"
)

// The shape of a card table, checked before the builder walks it: the builder
// recurses into tables (`link`, `inherited`, `dual`, entries), and a table that holds
// itself (`t.link = t`) or one nested a million deep recursed until Go's stack
// overflowed, which no recover survives. A cycle or a nesting deeper than
// maxTableDepth is an error naming the path to it; the same table reached twice
// without a cycle (a filter shared by two entries) is fine.

// maxTableDepth is how deep a card or keyword table may nest. The deepest real shape
// is a handful of levels (card.inherited.when[1].on.from).
const maxTableDepth = 32

var luaIdent = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// checkShape reports the first cycle or too-deep nesting in the tables reachable from
// v, naming its path from root ("card.link.link").
func checkShape(v lua.LValue, root string) error {
	t, ok := v.(*lua.LTable)
	if !ok {
		return nil
	}
	s := shapeCheck{onPath: map[*lua.LTable]string{}, height: map[*lua.LTable]int{}}
	s.visit(t, root, 1)
	return s.err
}

type shapeCheck struct {
	onPath map[*lua.LTable]string // tables on the path being walked, by their path
	height map[*lua.LTable]int    // tables done: how deep they nest
	err    error
}

// visit walks t at depth and returns how deep it nests.
func (s *shapeCheck) visit(t *lua.LTable, path string, depth int) int {
	if h, ok := s.height[t]; ok {
		if depth+h-1 > maxTableDepth {
			s.fail(path, depth+h-1)
		}
		return h
	}
	if depth > maxTableDepth {
		s.fail(path, depth)
		return 0
	}
	s.onPath[t] = path
	h := 1
	t.ForEach(func(k, v lua.LValue) {
		child, ok := v.(*lua.LTable)
		if !ok || s.err != nil {
			return
		}
		cp := path + keyPath(k)
		if back, ok := s.onPath[child]; ok {
			s.err = fmt.Errorf("%s refers back to %s: a card table cannot contain itself", cp, back)
			return
		}
		h = max(h, 1+s.visit(child, cp, depth+1))
	})
	delete(s.onPath, t)
	s.height[t] = h
	return h
}

func (s *shapeCheck) fail(path string, depth int) {
	if s.err == nil {
		s.err = fmt.Errorf("%s nests %d tables deep or more (at most %d)", path, depth, maxTableDepth)
	}
}

// keyPath writes a key as Lua would index with it: .name, [1], ["two words"].
func keyPath(k lua.LValue) string {
	switch x := k.(type) {
	case lua.LString:
		if luaIdent.MatchString(string(x)) {
			return "." + string(x)
		}
		return fmt.Sprintf("[%q]", string(x))
	case lua.LNumber:
		return "[" + x.String() + "]"
	}
	return "[" + k.Type().String() + "]"
}
