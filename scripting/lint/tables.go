package lint

import (
	"strings"

	"github.com/yuin/gopher-lua/ast"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/scripting"
)

// tableOf checks a table constructor as the table a parameter takes (tableClass).
func (c *checker) tableOf(t *ast.TableExpr, sc *scope, class, where string) {
	switch class {
	case "filter":
		c.keys(t, sc, c.typesOf(scripting.GroupFilter), "a filter", where)
	case "cardfilter":
		c.keys(t, sc, c.s.cardFilter, "a card filter", where)
	case "carddef":
		c.cardDef(t, sc, "", false)
	case "zones":
		c.stringItems(t, sc, "zone", where)
	case "timings":
		c.stringItems(t, sc, "timing", where)
	case "list":
		c.expr(t, sc)
	default:
		var g *scripting.Group
		for _, gr := range scripting.Groups {
			if gr.ID == class {
				g = gr
			}
		}
		types := c.typesOf(g)
		if g == scripting.GroupDigivolveChoice {
			// digivolve_choose takes the digivolve options in the same table.
			for k, v := range c.typesOf(scripting.GroupDigivolve) {
				if _, ok := types[k]; !ok {
					types[k] = v
				}
			}
			types["filter"] = "cardfilter"
		}
		c.keys(t, sc, types, "the "+optionWords(g.Class), where)
	}
}

// typesOf is a group's keys with their types.
func (c *checker) typesOf(g *scripting.Group) map[string]string {
	out := map[string]string{}
	for k, d := range c.s.keys[g] {
		out[k] = d.Type
	}
	return out
}

// keys checks a table's named keys: each is one of types, with a value that fits.
// Items without a name (a list) are walked.
func (c *checker) keys(t *ast.TableExpr, sc *scope, types map[string]string, what, where string) {
	for _, f := range t.Fields {
		k, ok := f.Key.(*ast.StringExpr)
		if !ok {
			if f.Key != nil {
				c.expr(f.Key, sc)
			}
			c.expr(f.Value, sc)
			continue
		}
		typ, known := types[k.Value]
		if !known {
			c.errorf(k, k.Value, nearest(k.Value, names(types)), "unknown key %q in %s (for %s)", k.Value, what, where)
			c.expr(f.Value, sc)
			continue
		}
		c.value(f.Value, sc, k.Value, typ, what)
	}
}

// value checks the value of a known key.
func (c *checker) value(v ast.Expr, sc *scope, key, typ, what string) {
	if lit, ok := literalOf(v); ok && lit.kind != kNil && !c.s.typeAccepts(typ, lit) {
		if vocab, w := c.s.vocabOfType(typ); lit.kind == kString && len(vocab) > 0 && !acceptsAnyString(typ) {
			c.errorf(v, lit.value, quoteIf(nearest(lit.value, vocab)), "unknown %s %q for %s in %s", w, lit.value, key, what)
			return
		}
		c.errorf(v, lit.value, "", "%s in %s wants %s, not %s", key, what, typ, kindWord(lit.kind)+quoted(lit))
		return
	}
	c.against(v, sc, []paramType{{name: key, typ: typ}}, key+" in "+what)
}

func acceptsAnyString(typ string) bool {
	for _, a := range splitAlts(typ) {
		if strings.TrimSuffix(a, "?") == "string" {
			return true
		}
	}
	return false
}

func quoted(l literal) string {
	if l.kind == kString {
		return ` "` + l.value + `"`
	}
	return ""
}

// stringItems checks a list of names (zones, timings).
func (c *checker) stringItems(t *ast.TableExpr, sc *scope, vocab, where string) {
	for _, f := range t.Fields {
		if s, ok := f.Value.(*ast.StringExpr); ok && f.Key == nil {
			if !contains(c.s.vocab[vocab], s.Value) {
				c.errorf(s, s.Value, quoteIf(nearest(s.Value, c.s.vocab[vocab])), "unknown %s %q for %s", vocabWords[vocab], s.Value, where)
			}
			continue
		}
		c.expr(f.Value, sc)
	}
}

// resolve follows a name to the table or function a file-level local was declared
// with (and never assigned since): a card table may name them.
func (c *checker) resolve(e ast.Expr, sc *scope) ast.Expr {
	if id, ok := e.(*ast.IdentExpr); ok {
		if v := sc.lookup(id.Value); v != nil && !v.assigned && v.value != nil {
			switch v.value.(type) {
			case *ast.TableExpr, *ast.FunctionExpr:
				return v.value
			}
		}
	}
	return e
}

// sectionOf names where a card table's effects work from.
const (
	secMain      = ""
	secInherited = "inherited"
	secLink      = "link"
	secDual      = "dual"
)

// cardDef checks a card table (card { ... }, a section of one, or a CardDef given by
// give_effect); record: its effects are the card's hooks, read for the text checks.
func (c *checker) cardDef(t *ast.TableExpr, sc *scope, sec string, record bool) {
	keys := c.s.keys[scripting.GroupCardKeys]
	for _, f := range t.Fields {
		k, ok := f.Key.(*ast.StringExpr)
		if !ok {
			c.expr(f.Value, sc)
			continue
		}
		v := f.Value
		switch name := k.Value; {
		case name == "inherited" || name == "link" || name == "dual":
			if tt, ok := c.resolve(v, sc).(*ast.TableExpr); ok {
				c.cardDef(tt, sc, name, record && sec == secMain)
			} else {
				c.expr(v, sc)
			}
		case name == "effects":
			c.entryList(v, sc, "effects", sec, k, record)
		case name == "static" || name == "when" || name == "would":
			c.entryList(v, sc, name, sec, k, record)
		case name == "keywords":
			c.keywordList(v, sc, sec, record)
		case name == "delay":
			c.entry(v, sc, "delay", sec, nil, k, record)
		case name == "text":
			c.value(v, sc, name, "string", "the card table")
		case isTimingKey(name):
			tm, _ := core.ParseTiming(name)
			c.entry(v, sc, "timing", sec, []core.Timing{tm}, k, record)
		default:
			if _, known := keys[name]; !known {
				c.errorf(k, name, nearest(name, names(keys)), "unknown key %q in the card table", name)
			}
			c.expr(v, sc)
		}
	}
}

// isTimingKey: the key is a timing of 15-16 (on_play, main, security, ...).
func isTimingKey(name string) bool {
	t, ok := core.ParseTiming(name)
	return ok && t != core.When
}

// defTable checks card { ... } or keyword { ... } written anywhere but the file's
// return.
func (c *checker) defTable(t *ast.TableExpr, sc *scope, keywordScript bool) {
	if !keywordScript {
		c.cardDef(t, sc, secMain, false)
		return
	}
	types := c.typesOf(scripting.GroupKeyword)
	for _, f := range t.Fields {
		k, ok := f.Key.(*ast.StringExpr)
		if !ok {
			c.expr(f.Value, sc)
			continue
		}
		if _, known := types[k.Value]; !known {
			c.errorf(k, k.Value, nearest(k.Value, names(types)), "unknown key %q in keyword { ... }", k.Value)
			c.expr(f.Value, sc)
			continue
		}
		if k.Value == "effects" {
			if tt, ok := c.resolve(f.Value, sc).(*ast.TableExpr); ok {
				c.cardDef(tt, sc, secMain, false)
				continue
			}
		}
		c.value(f.Value, sc, k.Value, types[k.Value], "the keyword table")
	}
}

// entryList checks a list of entries: effects, static, when, would.
func (c *checker) entryList(v ast.Expr, sc *scope, list, sec string, at ast.PositionHolder, record bool) {
	t, ok := c.resolve(v, sc).(*ast.TableExpr)
	if !ok {
		c.expr(v, sc)
		c.opaque(sec, list, at, record)
		return
	}
	for _, f := range t.Fields {
		if f.Key != nil {
			c.errorf(f.Value, "", "", "%s is a list of entries { ... }, not a table with keys", list)
			c.expr(f.Value, sc)
			continue
		}
		c.entry(f.Value, sc, list, sec, nil, f.Value, record)
	}
}

// entryTypes are the types of entry keys where the docs' type is wider than what
// the list takes.
func entryType(list, key, doc string) string {
	switch {
	case key == "on" && list == "when":
		return "WhenEvent"
	case key == "on" && list == "would":
		return "WouldEvent"
	case key == "timing":
		return "timing|timing[]"
	case key == "card":
		return "cardfilter"
	case key == "turn":
		return `"your"|"opponents"|"all"`
	}
	return doc
}

// entry checks one effect: a handler or an entry table (a timing key also takes a
// list of entries), and records it as a hook.
func (c *checker) entry(v ast.Expr, sc *scope, list, sec string, timings []core.Timing, at ast.PositionHolder, record bool) {
	line, col := c.tok.find(at.Line(), at.LastLine(), keyText(at))
	h := hook{sec: sec, list: list, timings: timings, at: pos{line, col}}
	switch x := c.resolve(v, sc).(type) {
	case *ast.FunctionExpr:
		if x == v {
			c.function(x, sc, []kind{kCtx})
		}
	case *ast.TableExpr:
		if list == "timing" && len(x.Fields) > 0 && x.Fields[0].Key == nil {
			for _, f := range x.Fields { // on_play = { { ... }, { ... } }: the timing printed twice
				c.entry(f.Value, sc, list, sec, timings, f.Value, record)
			}
			return
		}
		h = c.entryTable(x, sc, h, x == v)
	case *ast.IdentExpr:
		c.expr(v, sc) // a function or entry named by a local lint cannot follow
	default:
		c.expr(v, sc)
		if list != "timing" {
			h.opaque = true
		}
	}
	if record {
		c.hooks = append(c.hooks, h)
	}
}

// opaque records a list of effects lint cannot read (built at run time).
func (c *checker) opaque(sec, list string, at ast.PositionHolder, record bool) {
	if !record {
		return
	}
	h := hook{sec: sec, list: list, opaque: true, at: c.at}
	if at != nil {
		line, col := c.tok.find(at.Line(), at.LastLine(), keyText(at))
		h.at = pos{line, col}
	}
	c.hooks = append(c.hooks, h)
}

// keyText is the token to point at for a node: a key's name.
func keyText(n ast.PositionHolder) string {
	if s, ok := n.(*ast.StringExpr); ok {
		return s.Value
	}
	return ""
}

// entryTable checks an entry's keys and reads what the hook needs: timings,
// [X Per Turn], a static keyword.
func (c *checker) entryTable(t *ast.TableExpr, sc *scope, h hook, walk bool) hook {
	types := c.typesOf(scripting.GroupEntry)
	defer c.inWould(h.list, t)()
	for _, f := range t.Fields {
		k, ok := f.Key.(*ast.StringExpr)
		if !ok {
			c.expr(f.Value, sc)
			continue
		}
		switch k.Value {
		case "once_per_turn", "twice_per_turn":
			if _, isTrue := f.Value.(*ast.TrueExpr); isTrue {
				h.perTurn = map[string]int{"once_per_turn": 1, "twice_per_turn": 2}[k.Value]
			}
		case "timing":
			h.timings = append(h.timings, c.timingsOf(f.Value)...)
			line, col := c.tok.find(k.Line(), k.LastLine(), k.Value)
			h.at = pos{line, col}
		case "keyword":
			if s, ok := f.Value.(*ast.StringExpr); ok && h.list == "static" {
				name, _ := scripting.ParseKeyword(s.Value)
				h.keywords = append(h.keywords, name)
			}
		case "attach":
			if at, ok := f.Value.(*ast.TableExpr); ok {
				c.keys(at, sc, map[string]string{"to": "timing", "timing": "timing"}, "an attach table", "attach")
				continue
			}
		}
		typ, known := types[k.Value]
		if !known {
			c.errorf(k, k.Value, nearest(k.Value, names(types)), "unknown key %q in an effect entry", k.Value)
			c.expr(f.Value, sc)
			continue
		}
		if !walk {
			continue // a file-level entry table named twice: walked where it was declared
		}
		c.value(f.Value, sc, k.Value, entryType(h.list, k.Value, typ), "an effect entry")
	}
	c.mayFirst(t, h)
	return h
}

// timingsOf reads an entry's timing = "on_play" or { "on_play", "when_digivolving" }.
func (c *checker) timingsOf(v ast.Expr) []core.Timing {
	var out []core.Timing
	add := func(e ast.Expr) {
		if s, ok := e.(*ast.StringExpr); ok {
			if t, ok := core.ParseTiming(s.Value); ok && t != core.When {
				out = append(out, t)
			}
		}
	}
	if t, ok := v.(*ast.TableExpr); ok {
		for _, f := range t.Fields {
			add(f.Value)
		}
		return out
	}
	add(v)
	return out
}

// keywordList reads keywords = { "Blocker", "[Hand] [Counter] <Blast Digivolve>" }.
func (c *checker) keywordList(v ast.Expr, sc *scope, sec string, record bool) {
	t, ok := c.resolve(v, sc).(*ast.TableExpr)
	if !ok {
		c.expr(v, sc)
		c.opaque(sec, "keywords", nil, record)
		return
	}
	for _, f := range t.Fields {
		s, ok := f.Value.(*ast.StringExpr)
		if !ok || f.Key != nil {
			c.expr(f.Value, sc)
			continue
		}
		line, col := c.tok.find(s.Line(), s.LastLine(), s.Value)
		h := hook{sec: sec, list: "keywords", at: pos{line, col}}
		if strings.ContainsAny(s.Value, "<＜") {
			for _, kl := range core.ReadKeywordLines(s.Value) {
				h.timings = append(h.timings, timingsOfIcons(kl.Timings)...)
				for _, k := range kl.Keywords {
					h.keywords = append(h.keywords, k.Name)
				}
			}
		} else {
			name, _ := scripting.ParseKeyword(s.Value)
			h.keywords = append(h.keywords, name)
		}
		if record {
			c.hooks = append(c.hooks, h)
		}
	}
}

// timingsOfIcons reads the timings among printed icons: "[Hand]", "[Counter]" →
// counter.
func timingsOfIcons(icons []string) []core.Timing {
	var out []core.Timing
	for _, icon := range icons {
		if pt, ok := core.ReadTimings([]string{plainIcon(icon)}); ok && pt.Timing != core.NoTiming {
			out = append(out, pt.Timing)
		}
	}
	return out
}

// optionWords names an options class in messages: ChooseOptions → "choose options".
func optionWords(class string) string {
	var b strings.Builder
	for i, r := range class {
		if r >= 'A' && r <= 'Z' {
			if i > 0 {
				b.WriteByte(' ')
			}
			r += 'a' - 'A'
		}
		b.WriteRune(r)
	}
	return b.String()
}
