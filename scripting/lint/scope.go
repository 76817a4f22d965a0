package lint

import "github.com/yuin/gopher-lua/ast"

// variable is a local as lint follows it: what it holds, and where it lives.
type variable struct {
	name string
	kind kind
	// fileLevel: declared outside every function; shared by every game a host plays.
	fileLevel bool
	// value is the expression it was declared with, while it is never assigned again:
	// a card table can name a file-level table or function by it.
	value    ast.Expr
	assigned bool
}

// scope is a block's locals, inside its parent's.
type scope struct {
	vars   map[string]*variable
	parent *scope
}

func newScope(parent *scope) *scope { return &scope{vars: map[string]*variable{}, parent: parent} }

func (s *scope) lookup(name string) *variable {
	for ; s != nil; s = s.parent {
		if v, ok := s.vars[name]; ok {
			return v
		}
	}
	return nil
}

func (s *scope) declare(v *variable) { s.vars[v.name] = v }

// visible lists the names in scope, innermost first, for suggestions.
func (s *scope) visible() []string {
	var out []string
	for ; s != nil; s = s.parent {
		out = append(out, names(s.vars)...)
	}
	return out
}
