package lint

import (
	"fmt"
	"strings"

	"github.com/yuin/gopher-lua/ast"

	"github.com/dcg-engine/dcg/scripting"
)

// call checks a call: the method exists on what it is called on, and each argument
// fits the documented parameter.
func (c *checker) call(x *ast.FuncCallExpr, sc *scope) kind {
	if x.Method != "" {
		return c.methodCall(x, sc)
	}
	switch f := x.Func.(type) {
	case *ast.AttrGetExpr:
		c.tableWrite(f, x, sc)
		if key, ok := f.Key.(*ast.StringExpr); ok {
			if k := c.kindNoWalk(f.Object, sc); k == kCtx || k == kObject || k == kCard {
				if _, isMethod := c.methodsOf(k)[key.Value]; isMethod {
					recv := recvName(f.Object)
					c.errorf(f, key.Value, recv+":"+key.Value, "%s.%s(...) calls a method without its receiver: write %s:%s(...)",
						recv, key.Value, recv, key.Value)
					c.expr(f.Object, sc)
					c.walkArgs(x.Args, sc)
					return unknown
				}
			}
		}
	case *ast.IdentExpr:
		if sc.lookup(f.Value) == nil && (f.Value == "card" || f.Value == "keyword") && len(x.Args) == 1 {
			// card { ... } anywhere but the file's return (a table built for
			// give_effect is a CardDef too): its keys, without hooks.
			if t, ok := x.Args[0].(*ast.TableExpr); ok {
				c.defTable(t, sc, f.Value == "keyword")
				return kTable
			}
		}
	}
	c.expr(x.Func, sc)
	c.walkArgs(x.Args, sc)
	return unknown
}

func (c *checker) walkArgs(args []ast.Expr, sc *scope) {
	for _, a := range args {
		c.expr(a, sc)
	}
}

func (c *checker) methodsOf(k kind) map[string]scripting.Doc {
	switch k {
	case kCtx:
		return c.s.ctxMethods
	case kObject:
		return c.s.objMethods
	case kCard:
		return c.s.cardMethods
	}
	return nil
}

// recvName is how a receiver is written, for messages: ctx, obj, ctx.self.
func recvName(e ast.Expr) string {
	switch x := e.(type) {
	case *ast.IdentExpr:
		return x.Value
	case *ast.AttrGetExpr:
		if k, ok := x.Key.(*ast.StringExpr); ok {
			return recvName(x.Object) + "." + k.Value
		}
	}
	return "it"
}

// methodCall is recv:method(args).
func (c *checker) methodCall(x *ast.FuncCallExpr, sc *scope) kind {
	k := c.expr(x.Receiver, sc)
	recv := recvName(x.Receiver)
	if k == kString {
		c.libraryFunction("string", x.Method, x)
		c.walkArgs(x.Args, sc)
		return unknown
	}
	methods := c.methodsOf(k)
	if methods == nil {
		c.walkArgs(x.Args, sc)
		return unknown
	}
	d, ok := methods[x.Method]
	if !ok {
		what := map[kind]string{kCtx: "ctx", kObject: "an object (Digimon or Tamer)", kCard: "a card"}[k]
		suggest := nearestPrefixed(recv+":", x.Method, names(methods))
		if k == kCtx {
			if _, field := c.s.ctxFields[x.Method]; field {
				c.errorf(x, x.Method, "ctx."+x.Method, "ctx.%s is a field, not a method", x.Method)
				c.walkArgs(x.Args, sc)
				return unknown
			}
		}
		also := ""
		if suggest == "" && k != kCtx {
			// A method of another kind of value: say which ("obj:top():level()").
			for _, other := range []kind{kObject, kCard, kCtx} {
				if _, there := c.methodsOf(other)[x.Method]; there && other != k {
					also = fmt.Sprintf(" (%s is a method of %s)", x.Method, map[kind]string{kCtx: "ctx", kObject: "objects", kCard: "cards"}[other])
					break
				}
			}
		}
		c.errorf(x, x.Method, suggest, "%s has no method %q%s", what, x.Method, also)
		c.walkArgs(x.Args, sc)
		return unknown
	}
	where := recv + ":" + x.Method
	if k == kCtx {
		where = "ctx:" + x.Method
		c.costReduction(x)
	}
	c.args(d, x.Args, sc, where)
	if len(d.Returns) > 0 {
		return kindOfType(d.Returns[0].Type)
	}
	return kNil
}

// paramOverrides give the parameters whose documented type is a plain string or
// table the vocabulary they really take: method → parameter index → type.
var paramOverrides = map[string]map[int]string{
	"cards":            {0: "Card[]|zone|zone[]", 1: "cardfilter"},
	"count_cards":      {0: "Card[]|zone|zone[]", 1: "cardfilter"},
	"activate":         {1: "timing|timing[]"},
	"later":            {0: "later"},
	"digivolve_choose": {0: "DigivolveChoice"},
}

// args checks a call's arguments against the method's parameters. A parameter that
// may be left out lets the arguments after it move up one (ctx:dp_plus(3000, "turn")).
func (c *checker) args(d scripting.Doc, args []ast.Expr, sc *scope, where string) {
	method := strings.TrimPrefix(where[strings.IndexByte(where, ':')+1:], "")
	for i, a := range args {
		var cands []paramType
		optionalBefore := false
		for j := 0; j <= i && j < len(d.Params); j++ {
			optionalBefore = optionalBefore || d.Params[j].Optional
		}
		for _, j := range []int{i, i + 1} {
			if j >= len(d.Params) || (j == i+1 && !optionalBefore) {
				continue
			}
			typ := d.Params[j].Type
			if o, ok := paramOverrides[method][j]; ok && strings.HasPrefix(where, "ctx:") {
				typ = o
			}
			cands = append(cands, paramType{name: d.Params[j].Name, typ: typ})
		}
		if len(cands) == 0 {
			c.expr(a, sc)
			continue
		}
		c.against(a, sc, cands, where)
	}
}

// paramType is one parameter an argument may be.
type paramType struct{ name, typ string }

// against checks an argument against the parameters it may be: a literal must fit
// one, a table is checked as the table the parameter takes, a function gets the
// parameter's signature.
func (c *checker) against(a ast.Expr, sc *scope, cands []paramType, where string) {
	if lit, ok := literalOf(a); ok {
		if lit.kind == kNil {
			return
		}
		for _, p := range cands {
			if c.s.typeAccepts(expand(p.typ), lit) {
				return
			}
		}
		var vocab []string
		var what string
		for _, p := range cands {
			v, w := c.s.vocabOfType(expand(p.typ))
			vocab, what = append(vocab, v...), joinWhat(what, w)
		}
		if lit.kind == kString && len(vocab) > 0 {
			near := lit.value
			c.errorf(a, near, quoteIf(nearest(lit.value, vocab)), "unknown %s %q for %s", what, lit.value, where)
			return
		}
		c.errorf(a, lit.value, "", "%s's %s wants %s, not %s", where, cands[0].name, cands[0].typ, kindWord(lit.kind))
		return
	}
	switch x := a.(type) {
	case *ast.TableExpr:
		for _, p := range cands {
			if g := tableClass(p.typ); g != "" {
				c.tableOf(x, sc, g, where)
				return
			}
		}
		c.expr(x, sc)
	case *ast.FunctionExpr:
		for _, p := range cands {
			if sig := sigOfType(p.typ); sig != nil {
				c.function(x, sc, sig)
				return
			}
		}
		c.function(x, sc, nil)
	default:
		c.expr(a, sc)
	}
}

// expand spells the lint's own vocabulary types for typeAccepts: zone[] is a table.
func expand(typ string) string { return typ }

func quoteIf(s string) string {
	if s == "" {
		return ""
	}
	return `"` + s + `"`
}

// tableClass says which table a parameter type takes: "filter" (objects),
// "cardfilter", an options group's ID, "carddef", "zones", "timings", "list" or "".
func tableClass(typ string) string {
	alts := splitAlts(typ)
	for _, alt := range alts {
		alt = strings.TrimSuffix(alt, "?")
		switch alt {
		case "cardfilter":
			return "cardfilter"
		case "ChooseOptions":
			return scripting.GroupChoose.ID
		case "PlayOptions":
			return scripting.GroupPlay.ID
		case "DigivolveOptions":
			return scripting.GroupDigivolve.ID
		case "DigivolveChoice":
			return scripting.GroupDigivolveChoice.ID
		case "UseOptions":
			return scripting.GroupUse.ID
		case "CardDef":
			return "carddef"
		case "zone[]":
			return "zones"
		case "timing[]":
			return "timings"
		}
	}
	for _, alt := range alts {
		switch strings.TrimSuffix(alt, "?") {
		case "Target", "Filter":
			return "filter"
		case "table":
			return "list"
		}
		if strings.HasSuffix(alt, "[]") || strings.HasPrefix(alt, "{") {
			return "list"
		}
	}
	return ""
}

// tableWriters are the table library's functions that change their first argument.
var tableWriters = map[string]bool{"insert": true, "remove": true, "sort": true}

// tableWrite reports table.insert(t, ...) and the like on a file-level table inside
// a function: state every game of the host shares.
func (c *checker) tableWrite(f *ast.AttrGetExpr, x *ast.FuncCallExpr, sc *scope) {
	lib, ok := f.Object.(*ast.IdentExpr)
	key, isName := f.Key.(*ast.StringExpr)
	if !ok || !isName || lib.Value != "table" || sc.lookup("table") != nil || !tableWriters[key.Value] || len(x.Args) == 0 {
		return
	}
	if root, ok := rootIdent(x.Args[0]); ok {
		if v := sc.lookup(root.Value); v != nil && v.fileLevel {
			if c.depth > 0 {
				c.mutableState(root, v)
			} else {
				v.assigned = true
			}
		}
	}
}
