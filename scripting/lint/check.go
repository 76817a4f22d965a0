package lint

import (
	"fmt"
	"strings"

	"github.com/yuin/gopher-lua/ast"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/scripting"
)

// checker walks one script.
type checker struct {
	file string
	card *core.CardData
	s    *surface
	tok  *tokens
	out  []Finding
	// depth counts the functions the walk is inside: 0 is the file level.
	depth int
	// hooks are the card table's effects, read for the text checks (hooks.go).
	hooks []hook
	// returned: the script returns card { ... }; at is its place.
	returned bool
	at       pos
	// unplayedOnPurpose: the script says, in a `-- lint: unplayed REASON` comment,
	// that it leaves printed text unplayed on purpose (a gap in the card data): no
	// warning for it, and the card stays partly scripted.
	unplayedOnPurpose bool
	// reducesUnsaid: the walk is inside a `would` entry that has no `reduces`: a
	// ctx:change_cost that lowers the cost there is an error (reductions.go).
	reducesUnsaid bool
}

// pos is a place in the script.
type pos struct{ line, col int }

// report adds a finding at the token spelt near on node's lines.
func (c *checker) report(sev Severity, node ast.PositionHolder, near, suggest, format string, args ...any) {
	line, col := 1, 1
	if node != nil {
		line, col = c.tok.find(node.Line(), node.LastLine(), near)
	}
	c.out = append(c.out, Finding{File: c.file, Line: line, Col: col, Card: c.card.Number, Severity: sev,
		Message: fmt.Sprintf(format, args...), Suggest: suggest})
}

func (c *checker) errorf(node ast.PositionHolder, near, suggest, format string, args ...any) {
	c.report(Error, node, near, suggest, format, args...)
}

// block walks statements in a new scope.
func (c *checker) block(stmts []ast.Stmt, sc *scope) {
	inner := newScope(sc)
	for _, st := range stmts {
		c.stmt(st, inner)
	}
}

func (c *checker) stmt(st ast.Stmt, sc *scope) {
	switch x := st.(type) {
	case *ast.LocalAssignStmt:
		c.local(x, sc)
	case *ast.AssignStmt:
		for _, e := range x.Rhs {
			c.expr(e, sc)
		}
		for i, lhs := range x.Lhs {
			k := unknown
			if i < len(x.Rhs) {
				k = c.kindNoWalk(x.Rhs[i], sc)
			}
			c.assign(lhs, k, sc, x)
		}
	case *ast.FuncCallStmt:
		c.expr(x.Expr, sc)
	case *ast.DoBlockStmt:
		c.block(x.Stmts, sc)
	case *ast.WhileStmt:
		c.expr(x.Condition, sc)
		c.block(x.Stmts, sc)
	case *ast.RepeatStmt:
		inner := newScope(sc)
		for _, s := range x.Stmts {
			c.stmt(s, inner)
		}
		c.expr(x.Condition, inner)
	case *ast.IfStmt:
		c.expr(x.Condition, sc)
		c.block(x.Then, sc)
		c.block(x.Else, sc)
	case *ast.NumberForStmt:
		c.expr(x.Init, sc)
		c.expr(x.Limit, sc)
		if x.Step != nil {
			c.expr(x.Step, sc)
		}
		inner := newScope(sc)
		inner.declare(&variable{name: x.Name, kind: kNumber, fileLevel: c.depth == 0})
		c.block(x.Stmts, inner)
	case *ast.GenericForStmt:
		c.genericFor(x, sc)
	case *ast.FuncDefStmt:
		c.funcDef(x, sc)
	case *ast.ReturnStmt:
		if c.depth == 0 {
			c.fileReturn(x, sc)
			return
		}
		for _, e := range x.Exprs {
			c.expr(e, sc)
		}
	}
}

// local declares locals. `local function f` (one name, one function) is in scope in
// its own body.
func (c *checker) local(x *ast.LocalAssignStmt, sc *scope) {
	if len(x.Names) == 1 && len(x.Exprs) == 1 {
		if f, ok := x.Exprs[0].(*ast.FunctionExpr); ok {
			sc.declare(&variable{name: x.Names[0], kind: kFunction, fileLevel: c.depth == 0, value: f})
			c.function(f, sc, nil)
			return
		}
	}
	kinds := make([]kind, len(x.Exprs))
	for i, e := range x.Exprs {
		kinds[i] = c.expr(e, sc)
	}
	for i, n := range x.Names {
		v := &variable{name: n, fileLevel: c.depth == 0, kind: kNil}
		if i < len(x.Exprs) {
			v.kind, v.value = kinds[i], x.Exprs[i]
		} else if len(x.Exprs) > 0 {
			v.kind = unknown // a further result of a call
		}
		sc.declare(v)
	}
}

// assign checks one target of an assignment: globals are read-only in the sandbox,
// and a function must not write file-level state (every game a host plays shares it).
func (c *checker) assign(lhs ast.Expr, k kind, sc *scope, node ast.PositionHolder) {
	switch x := lhs.(type) {
	case *ast.IdentExpr:
		v := sc.lookup(x.Value)
		if v == nil {
			c.errorf(x, x.Value, "local "+x.Value,
				"assigns the global %q: globals are read-only in the sandbox and the script fails when this runs", x.Value)
			return
		}
		if v.fileLevel && c.depth > 0 {
			c.mutableState(x, v)
		}
		v.assigned, v.value = true, nil
		switch {
		case v.kind == kNil:
			v.kind = k
		case v.kind != k:
			v.kind = unknown
		}
	case *ast.AttrGetExpr:
		c.expr(x.Object, sc)
		if _, ok := x.Key.(*ast.StringExpr); !ok {
			c.expr(x.Key, sc)
		}
		root, ok := rootIdent(x)
		if !ok {
			return
		}
		v := sc.lookup(root.Value)
		switch {
		case v == nil && c.s.libraries[root.Value] != nil:
			c.errorf(x, root.Value, "", "changes the library table %s: library tables are read-only in the sandbox", root.Value)
		case v == nil:
			c.errorf(x, root.Value, "", "writes into the global %q: globals are read-only in the sandbox", root.Value)
		case v.fileLevel && c.depth > 0:
			c.mutableState(root, v)
		case v.fileLevel:
			v.assigned = true // a table filled at load time: lint no longer knows what it holds
		case v.kind == kCtx || v.kind == kObject || v.kind == kCard || v.kind == kEvent:
			c.errorf(x, root.Value, "", "sets a field of %s: the API's values are read-only", root.Value)
		}
	default:
		c.expr(lhs, sc)
	}
}

// mutableState reports a function writing a file-level local.
func (c *checker) mutableState(at *ast.IdentExpr, v *variable) {
	c.errorf(at, at.Value, "",
		"a function writes the file-level local %q: every game its host plays shares it (keep state on the game through the API; file-level locals are for constants)", v.name)
}

// rootIdent is the variable a chain of field reads starts from: t in t.a.b.
func rootIdent(e ast.Expr) (*ast.IdentExpr, bool) {
	for {
		switch x := e.(type) {
		case *ast.IdentExpr:
			return x, true
		case *ast.AttrGetExpr:
			e = x.Object
		default:
			return nil, false
		}
	}
}

// genericFor types the loop variables of ipairs and pairs over a list of objects or
// cards.
func (c *checker) genericFor(x *ast.GenericForStmt, sc *scope) {
	elem := unknown
	if len(x.Exprs) == 1 {
		if call, ok := x.Exprs[0].(*ast.FuncCallExpr); ok && call.Method == "" && len(call.Args) == 1 {
			if id, ok := call.Func.(*ast.IdentExpr); ok && (id.Value == "ipairs" || id.Value == "pairs") && sc.lookup(id.Value) == nil {
				elem = c.expr(call.Args[0], sc).element()
				goto declared
			}
		}
	}
	for _, e := range x.Exprs {
		c.expr(e, sc)
	}
declared:
	inner := newScope(sc)
	for i, n := range x.Names {
		k := unknown
		if i == 1 {
			k = elem
		}
		inner.declare(&variable{name: n, kind: k})
	}
	c.block(x.Stmts, inner)
}

// funcDef is `function name() ... end`: an assignment of a function.
func (c *checker) funcDef(x *ast.FuncDefStmt, sc *scope) {
	var params []kind
	if x.Name.Receiver != nil { // function t:m(): self is t
		c.assign(&ast.AttrGetExpr{Object: x.Name.Receiver, Key: &ast.StringExpr{Value: x.Name.Method}}, kFunction, sc, x)
		params = []kind{c.kindNoWalk(x.Name.Receiver, sc)}
	} else {
		c.assign(x.Name.Func, kFunction, sc, x)
	}
	if id, ok := x.Name.Func.(*ast.IdentExpr); ok {
		if v := sc.lookup(id.Value); v != nil {
			v.kind = kFunction
		}
	}
	c.function(x.Func, sc, params)
}

// function walks a function body; params are the kinds its context gives its
// parameters (a handler's ctx, a trigger's event). A parameter named ctx is the ctx.
func (c *checker) function(f *ast.FunctionExpr, sc *scope, params []kind) {
	c.depth++
	defer func() { c.depth-- }()
	inner := newScope(sc)
	if f.ParList != nil {
		for i, n := range f.ParList.Names {
			k := unknown
			if i < len(params) {
				k = params[i]
			}
			if k == unknown && n == "ctx" {
				k = kCtx
			}
			inner.declare(&variable{name: n, kind: k})
		}
	}
	for _, st := range f.Stmts {
		c.stmt(st, inner)
	}
}

// sigOfType is the kinds of the parameters of a function type: Handler is
// fun(ctx: Ctx), Amount takes (ctx, obj).
func sigOfType(typ string) []kind {
	for _, alt := range splitAlts(typ) {
		switch {
		case alt == "Handler":
			return []kind{kCtx}
		case alt == "Amount":
			return []kind{kCtx, kObject}
		case strings.HasPrefix(alt, "fun("):
			end := strings.Index(alt, ")")
			if end < 0 {
				continue
			}
			var out []kind
			for _, p := range strings.Split(alt[len("fun("):end], ",") {
				_, t, _ := strings.Cut(p, ":")
				out = append(out, kindOfType(t))
			}
			return out
		}
	}
	return nil
}

// kindNoWalk is an expression's kind without reporting anything again (the
// expression was walked already).
func (c *checker) kindNoWalk(e ast.Expr, sc *scope) kind {
	saved, depth := len(c.out), c.depth
	k := c.exprKind(e, sc, false)
	c.out, c.depth = c.out[:saved], depth
	return k
}

func (c *checker) expr(e ast.Expr, sc *scope) kind { return c.exprKind(e, sc, true) }

// exprKind walks an expression, checking the names it uses, and says what it holds.
// walkFuncs: walk function bodies (not when only the kind is wanted).
func (c *checker) exprKind(e ast.Expr, sc *scope, walkFuncs bool) kind {
	switch x := e.(type) {
	case nil:
		return unknown
	case *ast.StringExpr:
		return kString
	case *ast.NumberExpr:
		return kNumber
	case *ast.TrueExpr, *ast.FalseExpr:
		return kBool
	case *ast.NilExpr:
		return kNil
	case *ast.IdentExpr:
		return c.ident(x, sc)
	case *ast.AttrGetExpr:
		k := c.expr(x.Object, sc)
		if key, ok := x.Key.(*ast.StringExpr); ok {
			return c.field(k, key.Value, x)
		}
		c.expr(x.Key, sc)
		return k.element()
	case *ast.FuncCallExpr:
		return c.call(x, sc)
	case *ast.TableExpr:
		for _, f := range x.Fields {
			if _, ok := f.Key.(*ast.StringExpr); !ok && f.Key != nil {
				c.expr(f.Key, sc)
			}
			c.expr(f.Value, sc)
		}
		return kTable
	case *ast.LogicalOpExpr:
		l, r := c.expr(x.Lhs, sc), c.expr(x.Rhs, sc)
		switch {
		case x.Operator == "and":
			return r
		case l == r || r == kNil:
			return l
		case l == kNil:
			return r
		}
		return unknown
	case *ast.RelationalOpExpr:
		c.expr(x.Lhs, sc)
		c.expr(x.Rhs, sc)
		return kBool
	case *ast.StringConcatOpExpr:
		c.expr(x.Lhs, sc)
		c.expr(x.Rhs, sc)
		return kString
	case *ast.ArithmeticOpExpr:
		c.expr(x.Lhs, sc)
		c.expr(x.Rhs, sc)
		return kNumber
	case *ast.UnaryMinusOpExpr:
		c.expr(x.Expr, sc)
		return kNumber
	case *ast.UnaryNotOpExpr:
		c.expr(x.Expr, sc)
		return kBool
	case *ast.UnaryLenOpExpr:
		c.expr(x.Expr, sc)
		return kNumber
	case *ast.FunctionExpr:
		if walkFuncs {
			c.function(x, sc, nil)
		}
		return kFunction
	}
	return unknown
}

// removedGlobals are what the sandbox takes out of Lua's base library, and the
// libraries it never opens: named in the message, they are not typos.
var removedGlobals = map[string]bool{"dofile": true, "loadfile": true, "load": true, "loadstring": true,
	"require": true, "module": true, "setfenv": true, "getfenv": true, "rawset": true, "newproxy": true,
	"collectgarbage": true, "print": true, "io": true, "os": true, "debug": true, "package": true, "coroutine": true}

// ident is a name read: a local, or a global the sandbox has.
func (c *checker) ident(x *ast.IdentExpr, sc *scope) kind {
	if v := sc.lookup(x.Value); v != nil {
		return v.kind
	}
	if c.s.globals[x.Value] {
		if c.s.libraries[x.Value] != nil {
			return kTable
		}
		return kFunction
	}
	if removedGlobals[x.Value] {
		c.errorf(x, x.Value, "", "%s is not in the sandbox: a card script has only Lua's base functions, string, table and math, and the API", x.Value)
		return unknown
	}
	candidates := append(sc.visible(), names(c.s.globals)...)
	c.errorf(x, x.Value, nearest(x.Value, candidates), "unknown name %q: no local of that name, and the sandbox has no such global (it is nil)", x.Value)
	return unknown
}

// field is a read of a named field of a value of kind k.
func (c *checker) field(k kind, key string, node *ast.AttrGetExpr) kind {
	switch k {
	case kCtx:
		if d, ok := c.s.ctxFields[key]; ok {
			return kindOfType(d.Type)
		}
		if _, ok := c.s.ctxMethods[key]; ok {
			return kFunction
		}
		c.errorf(node, key, suggestField("ctx", key, c.s.ctxFields, c.s.ctxMethods), "ctx has no field or method %q", key)
	case kEvent:
		if d, ok := c.s.eventFields[key]; ok {
			return kindOfType(d.Type)
		}
		c.errorf(node, key, nearestPrefixed("event.", key, names(c.s.eventFields)), "an event has no field %q (it is nil)", key)
	case kObject, kCard:
		methods, what, recv := c.s.objMethods, "an object (Digimon or Tamer)", "obj:"
		if k == kCard {
			methods, what, recv = c.s.cardMethods, "a card", "card:"
		}
		if _, ok := methods[key]; ok {
			return kFunction
		}
		c.errorf(node, key, nearestPrefixed(recv, key, names(methods)), "%s has no method or field %q", what, key)
	case kTable:
		if id, ok := node.Object.(*ast.IdentExpr); ok && c.s.libraries[id.Value] != nil {
			return c.libraryFunction(id.Value, key, node)
		}
	}
	return unknown
}

// libraryFunction checks string.x, table.x, math.x.
func (c *checker) libraryFunction(lib, key string, node ast.PositionHolder) kind {
	if contains(c.s.libraries[lib], key) {
		if lib == "math" {
			return kNumber
		}
		return kFunction
	}
	c.errorf(node, key, nearestPrefixed(lib+".", key, c.s.libraries[lib]), "%s has no %q in the sandbox (it is nil)", lib, key)
	return unknown
}

func suggestField(recv, key string, fields, methods map[string]scripting.Doc) string {
	if f := nearest(key, names(fields)); f != "" {
		return recv + "." + f
	}
	return nearestPrefixed(recv+":", key, names(methods))
}

// nearestPrefixed is the nearest name with a prefix for the message ("ctx:" +
// "trash_top"), or "".
func nearestPrefixed(prefix, key string, list []string) string {
	if n := nearest(key, list); n != "" {
		return prefix + n
	}
	return ""
}
