package draft

import (
	"strings"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/scripting/vocab"
)

// Draft is one card's draft script and how much of its text it maps.
type Draft struct {
	Number  string
	Source  string // the Lua draft
	Clauses int    // counted clauses of the printed text (vocab.Kind.Counted)
	Mapped  int    // those written as Lua rather than left as TODO
}

// TODOs counts the clauses left as TODO comments.
func (d Draft) TODOs() int { return d.Clauses - d.Mapped }

// Complete reports whether every clause of the text was written as Lua.
func (d Draft) Complete() bool { return d.Clauses > 0 && d.Mapped == d.Clauses }

// Card drafts the script of one card. A card without effect text gets a draft with
// no keys.
func Card(c *core.CardData) Draft {
	d := Draft{Number: c.Number}
	var b strings.Builder
	writeHeader(&b, c)
	main := &table{}
	seen := map[string]bool{}
	d.read(main, c.Effect, seen)
	d.read(main, c.Security, seen)
	inherited := &table{}
	d.read(inherited, c.Inherited, seen)
	if c.Link != nil {
		d.unread(main, "link", c.Link.Effect)
	}
	if c.Dual != nil {
		d.unread(main, "dual", c.Dual.Effect)
	}
	if !inherited.empty() {
		main.keys = append(main.keys, key{name: "inherited", nested: inherited})
	}
	b.WriteString("return card {\n")
	main.write(&b, "  ")
	b.WriteString("}\n")
	d.Source = b.String()
	return d
}

// read adds the effects of one printed text to t, one line (one effect, core/cardpool)
// at a time; a line already read (a [Security] effect printed in two fields) is read
// once.
func (d *Draft) read(t *table, text string, seen map[string]bool) {
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || seen[line] {
			continue
		}
		seen[line] = true
		var clauses []vocab.Clause
		for _, c := range vocab.Split(line) {
			if c.Kind.Counted() {
				clauses = append(clauses, c)
			}
		}
		d.Clauses += len(clauses)
		d.Mapped += readEffect(t, clauses)
	}
}

// unread leaves a text the draft does not write (a link or DUAL side) as TODOs.
func (d *Draft) unread(t *table, what, text string) {
	for _, line := range strings.Split(text, "\n") {
		for _, c := range vocab.Split(line) {
			if c.Kind.Counted() {
				d.Clauses++
				t.todo(what + ": " + c.Text)
			}
		}
	}
}

// writeHeader writes the header comment the project's scripts carry: number, name
// and the printed text, so that a reviewer holds the two side by side.
func writeHeader(b *strings.Builder, c *core.CardData) {
	b.WriteString("-- " + c.Number + " " + c.Name + "\n")
	comment := func(prefix, text string) {
		for _, line := range strings.Split(text, "\n") {
			if line = strings.TrimSpace(line); line != "" {
				b.WriteString("-- " + prefix + line + "\n")
			}
		}
	}
	comment("", c.Effect)
	if c.Security != "" && !strings.Contains(c.Effect, strings.TrimSpace(c.Security)) {
		comment("", c.Security)
	}
	comment("Inherited: ", c.Inherited)
	if c.Link != nil {
		comment("Link: ", c.Link.Effect)
	}
	if c.Dual != nil {
		comment("Option side: ", c.Dual.Effect)
	}
}
