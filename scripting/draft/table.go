package draft

import (
	"strconv"
	"strings"
)

// table is the card table being drafted (or its inherited table): its keys in the
// order the text prints them, and TODO comments for what has no key yet.
type table struct {
	keywords []string
	keys     []key
	static   []string // static entries, as Lua table constructors
	effects  []string // effects entries with several timings
	when     []string // "when" entries
}

// key is one key of the table: a hook function (or entry), or a nested table.
type key struct {
	name   string
	entry  *entry // a hook
	nested *table // inherited
	todo   string // a TODO comment in place of a key
}

// entry is one effect: its body and the entry fields around it.
type entry struct {
	timings   []string
	when      string // the event of a `when` entry ("blocked"), about the card itself
	turn      string // a `when` entry's turn
	once      bool
	condition string   // a Lua expression
	body      []string // Lua statements and TODO comments, one per line
}

func (t *table) empty() bool {
	return len(t.keywords) == 0 && len(t.keys) == 0 && len(t.static) == 0 && len(t.effects) == 0 && len(t.when) == 0
}

func (t *table) todo(clause string) { t.keys = append(t.keys, key{todo: clause}) }

// add places an effect under its timing key, or among effects when it has several
// timings; a timing printed twice takes a list of entries, which is left as a TODO.
func (t *table) add(en *entry) {
	if len(en.timings) > 1 {
		t.effects = append(t.effects, en.lua(true))
		return
	}
	for _, k := range t.keys {
		if k.name == en.timings[0] {
			t.effects = append(t.effects, en.lua(true))
			return
		}
	}
	t.keys = append(t.keys, key{name: en.timings[0], entry: en})
}

// lua writes the entry: a plain function, or an entry table when it needs fields.
func (en *entry) lua(withTiming bool) string {
	var b strings.Builder
	fields := withTiming || en.once || en.condition != "" || en.when != ""
	if !fields {
		b.WriteString("function(ctx)\n")
		writeBody(&b, en.body, "  ")
		b.WriteString("end")
		return b.String()
	}
	b.WriteString("{\n")
	if withTiming {
		b.WriteString("  timing = { " + quoteList(en.timings) + " },\n")
	}
	if en.when != "" {
		b.WriteString(`  on = "` + en.when + `", subject = "self", turn = "` + en.turn + `",` + "\n")
	}
	if en.once {
		b.WriteString("  once_per_turn = true,\n")
	}
	if en.condition != "" {
		b.WriteString("  condition = function(ctx) return " + en.condition + " end,\n")
	}
	b.WriteString("  run = function(ctx)\n")
	writeBody(&b, en.body, "    ")
	b.WriteString("  end,\n}")
	return b.String()
}

func writeBody(b *strings.Builder, body []string, indent string) {
	for _, l := range body {
		b.WriteString(indent + l + "\n")
	}
}

func quoteList(ss []string) string {
	q := make([]string, len(ss))
	for i, s := range ss {
		q[i] = strconv.Quote(s)
	}
	return strings.Join(q, ", ")
}

// write writes the table's keys at an indent.
func (t *table) write(b *strings.Builder, indent string) {
	if len(t.keywords) > 0 {
		b.WriteString(indent + "keywords = { " + quoteList(t.keywords) + " },\n")
	}
	for _, k := range t.keys {
		switch {
		case k.todo != "":
			b.WriteString(indent + "-- TODO: " + oneLine(k.todo) + "\n")
		case k.nested != nil:
			b.WriteString(indent + k.name + " = {\n")
			k.nested.write(b, indent+"  ")
			b.WriteString(indent + "},\n")
		default:
			b.WriteString(indent + k.name + " = " + indented(k.entry.lua(false), indent) + ",\n")
		}
	}
	writeList(b, indent, "static", t.static)
	writeList(b, indent, "effects", t.effects)
	writeList(b, indent, "when", t.when)
}

func writeList(b *strings.Builder, indent, name string, items []string) {
	if len(items) == 0 {
		return
	}
	b.WriteString(indent + name + " = {\n")
	for _, it := range items {
		b.WriteString(indent + "  " + indented(it, indent+"  ") + ",\n")
	}
	b.WriteString(indent + "},\n")
}

// indented indents every line of s but the first.
func indented(s, indent string) string {
	return strings.ReplaceAll(s, "\n", "\n"+indent)
}

// oneLine keeps a clause on its comment line.
func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// todoLine is a clause left for the author, in place.
func todoLine(clause string) string { return "-- TODO: " + oneLine(clause) }
