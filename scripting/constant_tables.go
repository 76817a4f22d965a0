package scripting

import (
	"fmt"

	lua "github.com/yuin/gopher-lua"
	"github.com/yuin/gopher-lua/ast"
)

// Constant filter tables. Scripts write filters as table constructors in the call
// that uses them — ctx:objects({ owner = "opponent", dp_at_most = 4000 }) — so every
// call built the table anew (gopher-lua gives each table with names two maps and a
// slice: 40% of the bytes a BT1-era game allocated) and the host compiled it anew.
// Card authors write what reads best; the host does the rest:
//
//   - Between parsing and compiling, a table constructor made only of constants
//     (strings, numbers, booleans and such tables) that is an argument of a ctx method
//     call is built once, when the script runs: the chunk starts with
//     `local k = constants({ {...}, {...} })` and the call reads k[i].
//   - The host notes those tables (constantsName) and keeps what it compiled from each:
//     the same table is the same filter on every call.
//
// Only arguments of ctx's methods are hoisted: the API reads a filter and never writes
// it, and no script code sees the table (a constructor a script keeps in a variable or
// passes to its own functions could be changed, and stays as written). Should anything
// change one all the same, the photograph of what the scripts hold (reuse.go) sees it
// and the next game runs the scripts afresh.

const (
	constantsName = "\x00constants" // the Go function noting a chunk's constant tables
	constantsKept = "\x00k"         // the chunk's local holding them
)

// maxConstants bounds the tables hoisted from one script (one local holds them all;
// the bound keeps the array part of a sane size).
const maxConstants = 256

// hoistConstantTables rewrites a parsed chunk (see above). The rewrite runs before
// instrument, which then charges the hoisted constructors once, where the chunk runs.
func hoistConstantTables(chunk []ast.Stmt) []ast.Stmt {
	h := &hoister{}
	h.stmts(chunk)
	if len(h.tables) == 0 {
		return chunk
	}
	line := h.tables[0].Line()
	list := &ast.TableExpr{}
	list.SetLine(line)
	for _, t := range h.tables {
		list.Fields = append(list.Fields, &ast.Field{Value: t})
	}
	kept := &ast.LocalAssignStmt{Names: []string{constantsKept}, Exprs: []ast.Expr{call(constantsName, line, list)}}
	kept.SetLine(line)
	return append([]ast.Stmt{kept}, chunk...)
}

// hoister walks a chunk and takes out the constant tables it may hoist.
type hoister struct{ tables []*ast.TableExpr }

func (h *hoister) stmts(stmts []ast.Stmt) {
	for _, st := range stmts {
		h.stmt(st)
	}
}

func (h *hoister) stmt(st ast.Stmt) {
	switch s := st.(type) {
	case *ast.AssignStmt:
		h.exprs(s.Lhs)
		h.exprs(s.Rhs)
	case *ast.LocalAssignStmt:
		h.exprs(s.Exprs)
	case *ast.FuncCallStmt:
		h.expr(s.Expr)
	case *ast.DoBlockStmt:
		h.stmts(s.Stmts)
	case *ast.WhileStmt:
		h.expr(s.Condition)
		h.stmts(s.Stmts)
	case *ast.RepeatStmt:
		h.expr(s.Condition)
		h.stmts(s.Stmts)
	case *ast.IfStmt:
		h.expr(s.Condition)
		h.stmts(s.Then)
		h.stmts(s.Else)
	case *ast.NumberForStmt:
		h.expr(s.Init)
		h.expr(s.Limit)
		if s.Step != nil {
			h.expr(s.Step)
		}
		h.stmts(s.Stmts)
	case *ast.GenericForStmt:
		h.exprs(s.Exprs)
		h.stmts(s.Stmts)
	case *ast.FuncDefStmt:
		h.expr(s.Func)
	case *ast.ReturnStmt:
		h.exprs(s.Exprs)
	}
}

func (h *hoister) exprs(es []ast.Expr) {
	for _, e := range es {
		h.expr(e)
	}
}

func (h *hoister) expr(e ast.Expr) {
	switch x := e.(type) {
	case *ast.FuncCallExpr:
		if x.Func != nil {
			h.expr(x.Func)
		}
		if x.Receiver != nil {
			h.expr(x.Receiver)
		}
		for i, a := range x.Args {
			if t, ok := a.(*ast.TableExpr); ok && isCtxMethodCall(x) && isConstantTable(t) && len(h.tables) < maxConstants {
				x.Args[i] = h.hoist(t)
				continue
			}
			h.expr(a)
		}
	case *ast.TableExpr:
		for _, f := range x.Fields {
			if f.Key != nil {
				h.expr(f.Key)
			}
			h.expr(f.Value)
		}
	case *ast.FunctionExpr:
		h.stmts(x.Stmts)
	case *ast.AttrGetExpr:
		h.expr(x.Object)
		h.expr(x.Key)
	case *ast.LogicalOpExpr:
		h.expr(x.Lhs)
		h.expr(x.Rhs)
	case *ast.RelationalOpExpr:
		h.expr(x.Lhs)
		h.expr(x.Rhs)
	case *ast.ArithmeticOpExpr:
		h.expr(x.Lhs)
		h.expr(x.Rhs)
	case *ast.StringConcatOpExpr:
		h.expr(x.Lhs)
		h.expr(x.Rhs)
	case *ast.UnaryMinusOpExpr:
		h.expr(x.Expr)
	case *ast.UnaryNotOpExpr:
		h.expr(x.Expr)
	case *ast.UnaryLenOpExpr:
		h.expr(x.Expr)
	}
}

// hoist takes t out and returns what reads it: k[i].
func (h *hoister) hoist(t *ast.TableExpr) ast.Expr {
	h.tables = append(h.tables, t)
	i := &ast.NumberExpr{Value: fmt.Sprint(len(h.tables))}
	i.SetLine(t.Line())
	get := &ast.AttrGetExpr{Object: ident(constantsKept, t.Line()), Key: i}
	get.SetLine(t.Line())
	return get
}

// isCtxMethodCall: ctx:name(...), the API's ctx as every script names it.
func isCtxMethodCall(x *ast.FuncCallExpr) bool {
	r, ok := x.Receiver.(*ast.IdentExpr)
	return ok && r.Value == "ctx" && x.Method != ""
}

// isConstantTable: a constructor whose keys and values are constants or such tables.
func isConstantTable(t *ast.TableExpr) bool {
	for _, f := range t.Fields {
		if f.Key != nil && !isConstant(f.Key) || !isConstant(f.Value) {
			return false
		}
	}
	return true
}

func isConstant(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.StringExpr, *ast.NumberExpr, *ast.TrueExpr, *ast.FalseExpr:
		return true
	case *ast.TableExpr:
		return isConstantTable(x)
	}
	return false // nil too: a table with a nil value is written for its holes
}

// The Go side: which tables are constants, and what the host compiled from them.

// constantTable is what the host compiled from one constant table, when it did.
type constantTable struct {
	filter    filter
	filterErr error
	compiled  bool
	query     cardQuery
	queryErr  error
	queried   bool
}

// apiConstants notes the tables of a chunk's constant list and returns the list.
func (h *Host) apiConstants(L *lua.LState) int {
	list := L.CheckTable(1)
	if h.constants == nil {
		h.constants = map[*lua.LTable]*constantTable{}
	}
	for i := 1; i <= list.Len(); i++ {
		if t, ok := list.RawGetInt(i).(*lua.LTable); ok {
			h.constants[t] = &constantTable{}
		}
	}
	L.Push(list)
	return 1
}

// filterOf compiles a filter (compileFilter), once for a constant table.
func (h *Host) filterOf(v lua.LValue) (filter, error) {
	t, ok := v.(*lua.LTable)
	if !ok {
		return compileFilter(v)
	}
	k := h.constants[t]
	if k == nil {
		return compileFilter(v)
	}
	if !k.compiled {
		k.filter, k.filterErr = compileFilter(v)
		k.compiled = true
	}
	return k.filter, k.filterErr
}

// cardQueryOf reads a card filter with its where-keys (readCardQuery), once for a
// constant table (which names no object: of is always nil there).
func (h *Host) cardQueryOf(v lua.LValue) (cardQuery, error) {
	t, ok := v.(*lua.LTable)
	if !ok {
		return readCardQuery(v)
	}
	k := h.constants[t]
	if k == nil {
		return readCardQuery(v)
	}
	if !k.queried {
		k.query, k.queryErr = readCardQuery(v)
		k.queried = true
	}
	return k.query, k.queryErr
}
