package core

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strconv"
	"testing"
)

// Every EventKind constant declared in the package is in eventKinds, so IsEventKind
// knows each kind the engine logs.
func TestEventKindsListsEveryKind(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var declared []EventKind
	for _, f := range files {
		file, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(file, func(n ast.Node) bool {
			spec, ok := n.(*ast.ValueSpec)
			if !ok || spec.Type == nil || len(spec.Values) == 0 {
				return true
			}
			if id, ok := spec.Type.(*ast.Ident); !ok || id.Name != "EventKind" {
				return true
			}
			for _, v := range spec.Values {
				if lit, ok := v.(*ast.BasicLit); ok {
					s, _ := strconv.Unquote(lit.Value)
					declared = append(declared, EventKind(s))
				}
			}
			return true
		})
	}
	if len(declared) < 30 {
		t.Fatalf("found %d EventKind constants; the parse missed them", len(declared))
	}
	for _, k := range declared {
		if !IsEventKind(k) {
			t.Errorf("event kind %q is not in eventKinds", k)
		}
	}
	if len(declared) != len(eventKinds) {
		t.Errorf("%d kinds declared, %d listed", len(declared), len(eventKinds))
	}
	if IsEventKind("security_checks") || !slices.Contains(eventKinds[:], EvSecurityCheck) {
		t.Error("IsEventKind accepts a typo")
	}
}
