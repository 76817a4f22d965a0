package scenario

import (
	"fmt"
	"strconv"

	"go.yaml.in/yaml/v3"
)

// reader walks a scenario's YAML nodes. Every error names the file, the line and
// what is wrong; unknown keys are errors (the format is a contract).
type reader struct{ file string }

// Error is a problem in a scenario file.
type Error struct {
	File string
	Line int
	Msg  string
}

func (e *Error) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
	}
	return fmt.Sprintf("%s: %s", e.File, e.Msg)
}

func (r *reader) errf(n *yaml.Node, format string, a ...any) error {
	line := 0
	if n != nil {
		line = n.Line
	}
	return &Error{File: r.file, Line: line, Msg: fmt.Sprintf(format, a...)}
}

func deref(n *yaml.Node) *yaml.Node {
	for n != nil && n.Kind == yaml.AliasNode {
		n = n.Alias
	}
	return n
}

// mapping calls fn for each key of a mapping node, rejecting keys not in known.
func (r *reader) mapping(n *yaml.Node, what string, known []string, fn func(key string, v *yaml.Node) error) error {
	n = deref(n)
	if n == nil || n.Kind != yaml.MappingNode {
		return r.errf(n, "%s must be a mapping (key: value)", what)
	}
	seen := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := deref(n.Content[i]), deref(n.Content[i+1])
		if seen[k.Value] {
			return r.errf(k, "%s: key %q appears twice", what, k.Value)
		}
		seen[k.Value] = true
		ok := false
		for _, x := range known {
			if x == k.Value {
				ok = true
			}
		}
		if !ok {
			return r.errf(k, "%s: unknown key %q (known: %v)", what, k.Value, known)
		}
		if err := fn(k.Value, v); err != nil {
			return err
		}
	}
	return nil
}

func (r *reader) str(n *yaml.Node, what string) (string, error) {
	n = deref(n)
	if n.Kind != yaml.ScalarNode {
		return "", r.errf(n, "%s must be a single value", what)
	}
	return n.Value, nil
}

func (r *reader) integer(n *yaml.Node, what string) (int, error) {
	s, err := r.str(n, what)
	if err != nil {
		return 0, err
	}
	v, err := strconv.Atoi(s)
	if err != nil {
		return 0, r.errf(n, "%s must be a whole number, not %q", what, s)
	}
	return v, nil
}

func (r *reader) boolean(n *yaml.Node, what string) (bool, error) {
	s, err := r.str(n, what)
	if err != nil {
		return false, err
	}
	switch s {
	case "true", "yes":
		return true, nil
	case "false", "no":
		return false, nil
	}
	return false, r.errf(n, "%s must be true or false, not %q", what, s)
}

// list reads a sequence, or a single value as a list of one.
func (r *reader) list(n *yaml.Node) []*yaml.Node {
	n = deref(n)
	if n.Kind == yaml.SequenceNode {
		return n.Content
	}
	return []*yaml.Node{n}
}

// refs reads a list of names (card numbers or object labels).
func (r *reader) refs(n *yaml.Node, what string) ([]Ref, error) {
	var out []Ref
	for _, x := range r.list(n) {
		s, err := r.str(x, what)
		if err != nil {
			return nil, err
		}
		out = append(out, Ref{Name: s, Line: x.Line})
	}
	return out, nil
}

// Ref names a card (by number) or an object (by label or top card number), and the
// line it was written on.
type Ref struct {
	Name string
	Line int
}
