package lint

import (
	"github.com/yuin/gopher-lua/ast"
)

// mayFirst warns about an effect with [Once Per Turn] (or Twice) whose run begins by
// asking "you may ...?" and returning on no: the whole effect is optional, and an
// optional effect the player declines does not activate, so it does not spend its
// [Once Per Turn] (15-9-2-2, 15-14-1-1). Asked inside run, the question comes after the
// activation and a "no" spends it. `optional = true` asks before.
func (c *checker) mayFirst(t *ast.TableExpr, h hook) {
	if h.perTurn == 0 {
		return
	}
	var run *ast.FunctionExpr
	for _, f := range t.Fields {
		k, ok := f.Key.(*ast.StringExpr)
		if !ok {
			continue
		}
		switch k.Value {
		case "optional":
			if _, isTrue := f.Value.(*ast.TrueExpr); isTrue {
				return
			}
		case "run":
			run, _ = f.Value.(*ast.FunctionExpr)
		}
	}
	if run == nil || len(run.Stmts) == 0 {
		return
	}
	first, ok := run.Stmts[0].(*ast.IfStmt)
	if !ok || len(first.Then) != 1 {
		return
	}
	if _, returns := first.Then[0].(*ast.ReturnStmt); !returns {
		return
	}
	not, ok := first.Condition.(*ast.UnaryNotOpExpr)
	if !ok {
		return
	}
	call, ok := not.Expr.(*ast.FuncCallExpr)
	if !ok || call.Method != "may" {
		return
	}
	c.report(Warning, first, "may", "optional = true",
		"the effect is all \"you may\" and has %s: ask with optional = true, before it activates, so that declining does not spend it (15-9-2-2, 15-14-1-1)",
		perTurnIcon(h.perTurn))
}
