package lint

import "github.com/yuin/gopher-lua/ast"

// An immediate effect that lowers the cost about to be paid must say the most it can
// take off (`reduces`, core.Effect.Reduces): without it the engine does not offer a play,
// digivolution, use or link only that reduction makes payable (1-3-11-3) — the card
// would play wrongly, so lint says so as an error.

// inWould notes, while an entry table is walked, whether it is a `would` entry without
// `reduces`; the returned function restores what was noted before.
func (c *checker) inWould(list string, t *ast.TableExpr) func() {
	prev := c.reducesUnsaid
	c.reducesUnsaid = list == "would" && !hasKey(t, "reduces")
	return func() { c.reducesUnsaid = prev }
}

// costReduction checks a ctx method call: ctx:change_cost with a lowered cost (an
// argument written with a leading minus) inside a would entry without reduces.
func (c *checker) costReduction(x *ast.FuncCallExpr) {
	if !c.reducesUnsaid || x.Method != "change_cost" || len(x.Args) == 0 || !lowers(x.Args[0]) {
		return
	}
	c.errorf(x, x.Method, "", "this would entry lowers the cost with ctx:change_cost but says no reduces = N (the most it takes off): a play, digivolution, use or link only the reduction makes payable is not offered (1-3-11-3)")
}

// lowers reports whether a change_cost argument is written as a reduction: -N, -expr,
// -N * expr.
func lowers(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.UnaryMinusOpExpr:
		return true
	case *ast.NumberExpr:
		return len(x.Value) > 0 && x.Value[0] == '-'
	case *ast.ArithmeticOpExpr:
		return (x.Operator == "*" || x.Operator == "/") && (lowers(x.Lhs) || lowers(x.Rhs))
	}
	return false
}

// hasKey reports whether a table constructor has the string key k.
func hasKey(t *ast.TableExpr, k string) bool {
	for _, f := range t.Fields {
		if s, ok := f.Key.(*ast.StringExpr); ok && s.Value == k {
			return true
		}
	}
	return false
}
