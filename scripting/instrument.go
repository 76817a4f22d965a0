package scripting

import (
	"fmt"

	lua "github.com/yuin/gopher-lua"
	"github.com/yuin/gopher-lua/ast"
)

// Metering what gopher-lua does not let us hook (budget.go): memory, and time in
// steps. Every script is rewritten between parsing and compiling:
//
//   - `a .. b .. c` becomes a call of a Go function that builds the string under the
//     string cap and charges it (concatenation is a VM instruction: no Go code would
//     see it, and `s = s .. s` doubled a string to gigabytes).
//   - Every function body and every loop body starts by charging the most that one
//     pass through its straight-line code can allocate (each table constructor, each
//     store into a table, each closure, and one call frame) and its weight in steps
//     (its syntax nodes). Code that runs without passing through a function or loop
//     body is straight-line code of the source, so every unbounded allocation and
//     every unbounded run of instructions is counted as it happens. A table constructor whose
//     size is known only at run time ({...}, {f()}) charges what it holds.
//   - goto and labels (gopher-lua accepts them; Lua 5.1 has none) are refused: a loop
//     made of them would have no loop body to charge.
//
// The names of the charging functions are not Lua identifiers, so no script can
// shadow or name them; the chunk binds them to locals, so calling one costs an
// upvalue read and a Go call.

const (
	tickName   = "\x00tick"
	concatName = "\x00concat"
	tableName  = "\x00table"
)

// segment is what one pass through a stretch of straight-line code costs: the bytes
// it may allocate, and its weight in steps (the syntax nodes it has: a bound of the
// VM instructions it runs, up to a small factor).
type segment struct{ cost, weight int64 }

func (s *segment) add(cost int64) { s.cost += cost }

// instrumentError is a script the rewrite refuses (goto).
type instrumentError struct {
	line int
	msg  string
}

func (e *instrumentError) Error() string { return fmt.Sprintf("line %d: %s", e.line, e.msg) }

// instrument rewrites a parsed chunk (see above).
func instrument(chunk []ast.Stmt) (out []ast.Stmt, err error) {
	defer func() {
		if r := recover(); r != nil {
			ie, ok := r.(*instrumentError)
			if !ok {
				panic(r)
			}
			err = ie
		}
	}()
	seg := segment{cost: costFrame, weight: 1}
	body := block(chunk, &seg)
	line := 1
	if len(chunk) > 0 {
		line = chunk[0].Line()
	}
	bind := &ast.LocalAssignStmt{Names: []string{tickName, concatName, tableName},
		Exprs: []ast.Expr{ident(tickName, line), ident(concatName, line), ident(tableName, line)}}
	bind.SetLine(line)
	return append([]ast.Stmt{bind, tick(seg, line)}, body...), nil
}

func ident(name string, line int) *ast.IdentExpr {
	e := &ast.IdentExpr{Value: name}
	e.SetLine(line)
	return e
}

// call makes `name(args...)` giving exactly one value.
func call(name string, line int, args ...ast.Expr) *ast.FuncCallExpr {
	e := &ast.FuncCallExpr{Func: ident(name, line), Args: args, AdjustRet: true}
	e.SetLine(line)
	e.SetLastLine(line)
	return e
}

// tick makes the statement that charges a body's cost and weight each time it runs.
func tick(seg segment, line int) ast.Stmt {
	cost := &ast.NumberExpr{Value: fmt.Sprint(seg.cost)}
	cost.SetLine(line)
	weight := &ast.NumberExpr{Value: fmt.Sprint(seg.weight)}
	weight.SetLine(line)
	s := &ast.FuncCallStmt{Expr: call(tickName, line, cost, weight)}
	s.SetLine(line)
	return s
}

// loopBody rewrites a loop's body, which charges its own cost each iteration; cond is
// what the loop's condition costs (evaluated each iteration too).
func loopBody(stmts []ast.Stmt, cond segment, line int) []ast.Stmt {
	seg := cond
	seg.weight++
	body := block(stmts, &seg)
	return append([]ast.Stmt{tick(seg, line)}, body...)
}

// block rewrites statements of one straight-line segment, adding their cost to seg.
func block(stmts []ast.Stmt, seg *segment) []ast.Stmt {
	for _, st := range stmts {
		stmt(st, seg)
	}
	return stmts
}

func stmt(st ast.Stmt, seg *segment) {
	seg.weight++
	switch s := st.(type) {
	case *ast.AssignStmt:
		for i, e := range s.Lhs {
			if _, ok := e.(*ast.AttrGetExpr); ok {
				seg.add(costEntry)
			}
			s.Lhs[i] = expr(e, seg)
		}
		exprs(s.Rhs, seg)
	case *ast.LocalAssignStmt:
		exprs(s.Exprs, seg)
	case *ast.FuncCallStmt:
		s.Expr = expr(s.Expr, seg)
	case *ast.DoBlockStmt:
		block(s.Stmts, seg)
	case *ast.WhileStmt:
		var cond segment
		s.Condition = expr(s.Condition, &cond)
		seg.add(cond.cost) // the last evaluation, which ends the loop
		seg.weight += cond.weight
		s.Stmts = loopBody(s.Stmts, cond, s.Line())
	case *ast.RepeatStmt:
		var cond segment
		s.Condition = expr(s.Condition, &cond)
		s.Stmts = loopBody(s.Stmts, cond, s.Line())
	case *ast.IfStmt:
		s.Condition = expr(s.Condition, seg)
		block(s.Then, seg)
		block(s.Else, seg)
	case *ast.NumberForStmt:
		s.Init = expr(s.Init, seg)
		s.Limit = expr(s.Limit, seg)
		if s.Step != nil {
			s.Step = expr(s.Step, seg)
		}
		s.Stmts = loopBody(s.Stmts, segment{}, s.Line())
	case *ast.GenericForStmt:
		exprs(s.Exprs, seg)
		s.Stmts = loopBody(s.Stmts, segment{}, s.Line())
	case *ast.FuncDefStmt:
		if _, ok := s.Name.Func.(*ast.AttrGetExpr); ok || s.Name.Receiver != nil {
			seg.add(costEntry)
		}
		s.Name.Func = expr(s.Name.Func, seg)
		if s.Name.Receiver != nil {
			s.Name.Receiver = expr(s.Name.Receiver, seg)
		}
		function(s.Func, seg)
	case *ast.ReturnStmt:
		exprs(s.Exprs, seg)
	case *ast.BreakStmt:
	case *ast.LabelStmt, *ast.GotoStmt:
		panic(&instrumentError{st.Line(), "goto and labels are not Lua 5.1: use a loop"})
	default:
		panic(fmt.Sprintf("instrument: unknown statement %T", st))
	}
}

func exprs(es []ast.Expr, seg *segment) {
	for i, e := range es {
		es[i] = expr(e, seg)
	}
}

// expr rewrites an expression, adding what it allocates to seg.
func expr(e ast.Expr, seg *segment) ast.Expr {
	seg.weight++
	switch x := e.(type) {
	case *ast.StringConcatOpExpr:
		// a .. (b .. c): one call over the whole chain, right-associative as Lua's
		var parts []ast.Expr
		var cur ast.Expr = x
		for {
			c, ok := cur.(*ast.StringConcatOpExpr)
			if !ok {
				break
			}
			parts = append(parts, c.Lhs)
			cur = c.Rhs
		}
		parts = append(parts, cur)
		exprs(parts, seg)
		return call(concatName, x.Line(), parts...)
	case *ast.TableExpr:
		seg.add(costTable + costEntry*int64(len(x.Fields)))
		for _, f := range x.Fields {
			if f.Key != nil {
				f.Key = expr(f.Key, seg)
			}
			f.Value = expr(f.Value, seg)
		}
		if n := len(x.Fields); n > 0 && x.Fields[n-1].Key == nil && isMultiple(x.Fields[n-1].Value) {
			return call(tableName, x.Line(), x) // its size is known only when it runs
		}
	case *ast.FunctionExpr:
		function(x, seg)
	case *ast.AttrGetExpr:
		x.Object = expr(x.Object, seg)
		x.Key = expr(x.Key, seg)
	case *ast.FuncCallExpr:
		if x.Func != nil {
			x.Func = expr(x.Func, seg)
		}
		if x.Receiver != nil {
			x.Receiver = expr(x.Receiver, seg)
		}
		exprs(x.Args, seg)
	case *ast.LogicalOpExpr:
		x.Lhs = expr(x.Lhs, seg)
		x.Rhs = expr(x.Rhs, seg)
	case *ast.RelationalOpExpr:
		x.Lhs = expr(x.Lhs, seg)
		x.Rhs = expr(x.Rhs, seg)
	case *ast.ArithmeticOpExpr:
		x.Lhs = expr(x.Lhs, seg)
		x.Rhs = expr(x.Rhs, seg)
	case *ast.UnaryMinusOpExpr:
		x.Expr = expr(x.Expr, seg)
	case *ast.UnaryNotOpExpr:
		x.Expr = expr(x.Expr, seg)
	case *ast.UnaryLenOpExpr:
		x.Expr = expr(x.Expr, seg)
	case *ast.TrueExpr, *ast.FalseExpr, *ast.NilExpr, *ast.NumberExpr, *ast.StringExpr,
		*ast.Comma3Expr, *ast.IdentExpr:
	default:
		panic(fmt.Sprintf("instrument: unknown expression %T", e))
	}
	return e
}

// isMultiple reports whether an expression can give several values ({f()}, {...}).
func isMultiple(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.FuncCallExpr:
		return !x.AdjustRet
	case *ast.Comma3Expr:
		return !x.AdjustRet
	}
	return false
}

// function rewrites a function expression: its body charges its own cost per call;
// making the closure charges the enclosing segment.
func function(f *ast.FunctionExpr, seg *segment) {
	seg.add(costClosure + costUpvalue*int64(len(namesIn(f))))
	body := segment{cost: costFrame, weight: 1}
	f.Stmts = block(f.Stmts, &body)
	f.Stmts = append([]ast.Stmt{tick(body, f.Line())}, f.Stmts...)
}

// namesIn is the identifiers a function mentions: more than the upvalues it captures.
func namesIn(f *ast.FunctionExpr) map[string]bool {
	names := map[string]bool{tickName: true, concatName: true, tableName: true}
	var visitE func(ast.Expr)
	var visitS func([]ast.Stmt)
	visitE = func(e ast.Expr) {
		switch x := e.(type) {
		case *ast.IdentExpr:
			names[x.Value] = true
		case *ast.AttrGetExpr:
			visitE(x.Object)
			visitE(x.Key)
		case *ast.FuncCallExpr:
			if x.Func != nil {
				visitE(x.Func)
			}
			if x.Receiver != nil {
				visitE(x.Receiver)
			}
			for _, a := range x.Args {
				visitE(a)
			}
		case *ast.TableExpr:
			for _, fl := range x.Fields {
				if fl.Key != nil {
					visitE(fl.Key)
				}
				visitE(fl.Value)
			}
		case *ast.FunctionExpr:
			visitS(x.Stmts)
		case *ast.LogicalOpExpr:
			visitE(x.Lhs)
			visitE(x.Rhs)
		case *ast.RelationalOpExpr:
			visitE(x.Lhs)
			visitE(x.Rhs)
		case *ast.ArithmeticOpExpr:
			visitE(x.Lhs)
			visitE(x.Rhs)
		case *ast.StringConcatOpExpr:
			visitE(x.Lhs)
			visitE(x.Rhs)
		case *ast.UnaryMinusOpExpr:
			visitE(x.Expr)
		case *ast.UnaryNotOpExpr:
			visitE(x.Expr)
		case *ast.UnaryLenOpExpr:
			visitE(x.Expr)
		}
	}
	visitS = func(stmts []ast.Stmt) {
		for _, st := range stmts {
			switch s := st.(type) {
			case *ast.AssignStmt:
				for _, e := range s.Lhs {
					visitE(e)
				}
				for _, e := range s.Rhs {
					visitE(e)
				}
			case *ast.LocalAssignStmt:
				for _, e := range s.Exprs {
					visitE(e)
				}
			case *ast.FuncCallStmt:
				visitE(s.Expr)
			case *ast.DoBlockStmt:
				visitS(s.Stmts)
			case *ast.WhileStmt:
				visitE(s.Condition)
				visitS(s.Stmts)
			case *ast.RepeatStmt:
				visitE(s.Condition)
				visitS(s.Stmts)
			case *ast.IfStmt:
				visitE(s.Condition)
				visitS(s.Then)
				visitS(s.Else)
			case *ast.NumberForStmt:
				visitE(s.Init)
				visitE(s.Limit)
				if s.Step != nil {
					visitE(s.Step)
				}
				visitS(s.Stmts)
			case *ast.GenericForStmt:
				for _, e := range s.Exprs {
					visitE(e)
				}
				visitS(s.Stmts)
			case *ast.FuncDefStmt:
				visitE(s.Name.Func)
				if s.Name.Receiver != nil {
					visitE(s.Name.Receiver)
				}
				visitE(s.Func)
			case *ast.ReturnStmt:
				for _, e := range s.Exprs {
					visitE(e)
				}
			}
		}
	}
	visitS(f.Stmts)
	return names
}

// The Go side of the rewrite: the functions the chunk binds.

// meteredFunctions are the functions the rewritten code calls, charging m.
func meteredFunctions(m *meter) map[string]lua.LGFunction {
	return map[string]lua.LGFunction{
		tickName: func(L *lua.LState) int {
			cost, weight := L.CheckNumber(1), L.CheckNumber(2)
			if cost < 0 || weight < 0 {
				L.ArgError(1, "costs are not negative")
			}
			m.spend(L, int64(weight))
			m.charge(L, int64(cost))
			return 0
		},
		concatName: func(L *lua.LState) int {
			L.Push(concat(L, m))
			return 1
		},
		tableName: func(L *lua.LState) int {
			t := L.CheckTable(1)
			m.charge(L, costEntry*int64(t.Len()))
			L.Push(t)
			return 1
		},
	}
}

// concat is Lua's `..` over the call's arguments (gopher-lua's stringConcat: right to
// left, runs of strings and numbers joined at once, __concat for the rest), building
// at most maxString bytes and charging them.
func concat(L *lua.LState, m *meter) lua.LValue {
	n := L.GetTop()
	rhs := L.Get(n)
	for i := n - 1; i >= 1; {
		lhs := L.Get(i)
		if !lua.LVCanConvToString(lhs) || !lua.LVCanConvToString(rhs) {
			op := L.GetMetaField(lhs, "__concat")
			if op == lua.LNil {
				op = L.GetMetaField(rhs, "__concat")
			}
			if op.Type() != lua.LTFunction {
				L.RaiseError("cannot perform concat operation between %v and %v", lhs.Type().String(), rhs.Type().String())
			}
			L.Push(op)
			L.Push(lhs)
			L.Push(rhs)
			L.Call(2, 1)
			rhs = L.Get(-1)
			L.Pop(1)
			i--
			continue
		}
		j := i
		size := len(lua.LVAsString(rhs))
		for ; j >= 1 && lua.LVCanConvToString(L.Get(j)); j-- {
			size += len(lua.LVAsString(L.Get(j)))
		}
		if size > maxString {
			L.RaiseError("string too large: concatenation over %d bytes", maxString)
		}
		m.charge(L, costString+int64(size))
		buf := make([]byte, 0, size)
		for k := j + 1; k <= i; k++ {
			buf = append(buf, lua.LVAsString(L.Get(k))...)
		}
		buf = append(buf, lua.LVAsString(rhs)...)
		rhs = lua.LString(buf)
		i = j
	}
	return rhs
}
