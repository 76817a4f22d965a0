package vocab

import (
	"cmp"
	"slices"
	"strings"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
)

// Inventory is the phrase inventory of a card pool: every clause of every effect text,
// grouped by pattern, and what of it the scripting API can express.
type Inventory struct {
	Cards    int // cards with effect text, each counted once
	Reprints int // cards left out because an earlier number has the same name and text
	Patterns []*Pattern
	// CardsCovered counts the cards every counted clause of which the grammar maps.
	CardsCovered int
	// Missing lists the parts that map to no construct, by the clause occurrences they
	// leave uncovered, most first: the to-do list of the API.
	Missing []*MissingPart
}

// MissingPart is one phrase no construct expresses and the clauses it blocks.
type MissingPart struct {
	Part        Part
	Occurrences int    // uncovered clause occurrences with this part
	Cards       int    // cards with at least one
	Example     string // the first card number with it, in natural order
	Sample      string // the example card's clause, as printed
}

// Pattern is one phrase pattern of one clause kind and where it occurs.
type Pattern struct {
	Kind        Kind
	Text        string   // the pattern (Abstract)
	Occurrences int      // clauses with this pattern
	Cards       int      // cards with at least one
	Example     string   // the first card number with it, in natural order
	Sample      string   // the example card's clause, as printed
	Reading     Reading  // how the grammar reads it
	Constructs  []string // the API constructs that express it, when every part maps to one
}

// Covered reports whether every part of the pattern maps to a construct.
func (p *Pattern) Covered() bool { return p.Reading.Covered() }

// CardText is one card's texts, as the inventory reads them.
type CardText struct {
	Number string
	Texts  []string // effect, inherited, security, link and DUAL texts that are not empty
}

// Texts lists the card texts of a pool: one entry per card number (the first
// wins when a number comes twice), in natural number order, without a card whose name
// and texts an earlier number already has (a reprint under another number). It returns
// how many reprints it left out.
func Texts(cards []*core.CardData) (out []CardText, reprints int) {
	sorted := slices.Clone(cards)
	slices.SortStableFunc(sorted, func(a, b *core.CardData) int {
		switch {
		case cardpool.NaturalLess(a.Number, b.Number):
			return -1
		case cardpool.NaturalLess(b.Number, a.Number):
			return 1
		}
		return 0
	})
	numbers := map[string]bool{}
	bodies := map[string]bool{}
	for _, c := range sorted {
		if numbers[c.Number] {
			continue
		}
		numbers[c.Number] = true
		texts := cardTexts(c)
		if len(texts) == 0 {
			continue
		}
		body := c.Name + "\x00" + strings.Join(texts, "\x00")
		if bodies[body] {
			reprints++
			continue
		}
		bodies[body] = true
		out = append(out, CardText{Number: c.Number, Texts: texts})
	}
	return out, reprints
}

func cardTexts(c *core.CardData) []string {
	all := []string{c.Effect, c.Inherited, c.Security}
	if c.Link != nil {
		all = append(all, c.Link.Effect)
	}
	if c.Dual != nil {
		all = append(all, c.Dual.Effect)
	}
	var out []string
	for _, t := range all {
		if strings.TrimSpace(t) != "" {
			out = append(out, t)
		}
	}
	return out
}

// CardClauses is one card's clauses: every line of its texts, an identical line
// counted once (a card that prints its [Security] effect in two fields).
func CardClauses(ct CardText) []Clause {
	var out []Clause
	seen := map[string]bool{}
	for _, t := range ct.Texts {
		for _, line := range strings.Split(t, "\n") {
			line = strings.TrimSpace(line)
			if line == "" || seen[line] {
				continue
			}
			seen[line] = true
			out = append(out, Split(line)...)
		}
	}
	return out
}

type patternKey struct {
	kind Kind
	text string
}

// Build makes the inventory of a pool's cards.
func Build(cards []*core.CardData) *Inventory {
	texts, reprints := Texts(cards)
	inv := &Inventory{Cards: len(texts), Reprints: reprints}
	byKey := map[patternKey]*Pattern{}
	missing := map[string]*MissingPart{}
	for _, ct := range texts {
		covered := true
		seen := map[*Pattern]bool{}
		seenMissing := map[*MissingPart]bool{}
		for _, c := range CardClauses(ct) {
			k := patternKey{c.Kind, Abstract(c.Text)}
			p := byKey[k]
			if p == nil {
				p = &Pattern{Kind: c.Kind, Text: k.text, Example: ct.Number, Sample: c.Text}
				p.Reading = readClause(c.Kind, k.text)
				if p.Reading.Covered() {
					p.Constructs = p.Reading.Constructs()
				}
				byKey[k] = p
				inv.Patterns = append(inv.Patterns, p)
			}
			p.Occurrences++
			if !seen[p] {
				seen[p] = true
				p.Cards++
			}
			if !c.Kind.Counted() || p.Covered() {
				continue
			}
			covered = false
			for _, part := range p.Reading.Missing() {
				mp := missing[part.String()]
				if mp == nil {
					mp = &MissingPart{Part: part, Example: ct.Number, Sample: c.Text}
					missing[part.String()] = mp
					inv.Missing = append(inv.Missing, mp)
				}
				mp.Occurrences++
				if !seenMissing[mp] {
					seenMissing[mp] = true
					mp.Cards++
				}
			}
		}
		if covered {
			inv.CardsCovered++
		}
	}
	slices.SortStableFunc(inv.Missing, func(a, b *MissingPart) int {
		return cmp.Or(cmp.Compare(b.Occurrences, a.Occurrences), cmp.Compare(b.Cards, a.Cards),
			cmp.Compare(a.Part.String(), b.Part.String()))
	})
	slices.SortStableFunc(inv.Patterns, func(a, b *Pattern) int {
		return cmp.Or(cmp.Compare(a.Kind, b.Kind), cmp.Compare(b.Occurrences, a.Occurrences),
			cmp.Compare(b.Cards, a.Cards), cmp.Compare(a.Text, b.Text))
	})
	return inv
}

// Coverage is how much of the pool's text the rules map.
type Coverage struct {
	Clauses, Covered int // counted clause occurrences, and those a rule maps
	Cards, CardsFull int // cards with text, and those with every counted clause mapped
	Patterns         int // distinct patterns of counted kinds
	PatternsCovered  int
}

// Percent is p of total in percent, 0 when total is 0.
func Percent(p, total int) float64 {
	if total == 0 {
		return 0
	}
	return 100 * float64(p) / float64(total)
}

// Coverage sums the inventory.
func (inv *Inventory) Coverage() Coverage {
	c := Coverage{Cards: inv.Cards, CardsFull: inv.CardsCovered}
	for _, p := range inv.Patterns {
		if !p.Kind.Counted() {
			continue
		}
		c.Clauses += p.Occurrences
		c.Patterns++
		if p.Covered() {
			c.Covered += p.Occurrences
			c.PatternsCovered++
		}
	}
	return c
}

// Clauses counts the clause occurrences of every kind, requirements included.
func (inv *Inventory) Clauses() int {
	n := 0
	for _, p := range inv.Patterns {
		n += p.Occurrences
	}
	return n
}

// Of lists the patterns of one kind, most frequent first.
func (inv *Inventory) Of(k Kind) []*Pattern {
	var out []*Pattern
	for _, p := range inv.Patterns {
		if p.Kind == k {
			out = append(out, p)
		}
	}
	return out
}

// Uncovered lists the uncovered patterns of the counted kinds (or of kind k when only
// is true), most frequent first across kinds.
func (inv *Inventory) Uncovered(k Kind, only bool) []*Pattern {
	var out []*Pattern
	for _, p := range inv.Patterns {
		if p.Covered() || !p.Kind.Counted() || only && p.Kind != k {
			continue
		}
		out = append(out, p)
	}
	slices.SortStableFunc(out, func(a, b *Pattern) int {
		return cmp.Or(cmp.Compare(b.Occurrences, a.Occurrences), cmp.Compare(b.Cards, a.Cards),
			cmp.Compare(a.Kind, b.Kind), cmp.Compare(a.Text, b.Text))
	})
	return out
}
