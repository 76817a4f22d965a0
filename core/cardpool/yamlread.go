package cardpool

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"go.yaml.in/yaml/v3"

	"github.com/dcg-engine/dcg/core"
)

// ReadSet parses one set file (format: cards/README.md). name is the file's path as
// errors should show it, e.g. "cards/BT1/BT1.yaml".
//
// Decoding walks the YAML node tree instead of unmarshalling into a struct so that a
// card designer's mistake is reported with its line and field: unknown keys, duplicate
// keys, a color or kind that does not exist, a number where a list belongs.
func ReadSet(name string, data []byte) (*Set, error) {
	s, _, err := readSet(name, data)
	return s, err
}

// readSet is ReadSet that also returns the line of each card's entry.
func readSet(name string, data []byte) (*Set, map[string]int, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, nil, &FieldError{File: name, Err: err}
	}
	if doc.Kind != yaml.DocumentNode || len(doc.Content) == 0 {
		return nil, nil, &FieldError{File: name, Err: errors.New("empty set file (want set: and cards:)")}
	}
	r := &setReader{file: name}
	s, err := r.set(doc.Content[0])
	return s, r.lines, err
}

// setReader carries the file name and the card being read, so every error can say
// where it is.
type setReader struct {
	file  string
	card  string
	lines map[string]int // card number → line of its entry, once read
}

func (r *setReader) fail(n *yaml.Node, field, format string, a ...any) error {
	line := 0
	if n != nil {
		line = n.Line
	}
	return &FieldError{File: r.file, Line: line, Card: r.card, Field: field, Err: fmt.Errorf(format, a...)}
}

// pair is one key and value of a YAML mapping.
type pair struct{ key, val *yaml.Node }

// pairs lists a mapping's entries, refusing non-mappings and duplicate keys.
func (r *setReader) pairs(n *yaml.Node, field string) ([]pair, error) {
	n = deref(n)
	if n.Kind != yaml.MappingNode {
		return nil, r.fail(n, field, "want a mapping (key: value lines), got %s", describe(n))
	}
	seen := make(map[string]int, len(n.Content)/2)
	out := make([]pair, 0, len(n.Content)/2)
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := deref(n.Content[i]), deref(n.Content[i+1])
		if k.Kind != yaml.ScalarNode {
			return nil, r.fail(k, field, "keys must be plain words, got %s", describe(k))
		}
		if first, dup := seen[k.Value]; dup {
			return nil, r.fail(k, join(field, k.Value), "duplicate key (first at line %d)", first)
		}
		seen[k.Value] = k.Line
		out = append(out, pair{k, v})
	}
	return out, nil
}

func (r *setReader) set(root *yaml.Node) (*Set, error) {
	ps, err := r.pairs(root, "")
	if err != nil {
		return nil, err
	}
	s := &Set{}
	var cards *yaml.Node
	for _, p := range ps {
		switch p.key.Value {
		case "set":
			if s.Code, err = r.str(p.val, "set"); err != nil {
				return nil, err
			}
		case "name":
			if s.Name, err = r.str(p.val, "name"); err != nil {
				return nil, err
			}
		case "cards":
			cards = p.val
		default:
			return nil, r.fail(p.key, p.key.Value, "unknown field (want set, name, cards)")
		}
	}
	if s.Code == "" {
		return nil, r.fail(root, "set", "missing: the set code, e.g. set: BT1")
	}
	if cards == nil {
		return nil, r.fail(root, "cards", "missing: the list of cards")
	}
	if cards.Kind != yaml.SequenceNode {
		return nil, r.fail(cards, "cards", "want a list of cards, got %s", describe(cards))
	}
	seen := make(map[string]int, len(cards.Content))
	for _, cn := range cards.Content {
		c, err := r.cardData(deref(cn))
		if err != nil {
			return nil, err
		}
		if first, dup := seen[c.Number]; dup {
			return nil, r.fail(cn, "number", "card number %s appears twice in the set (first at line %d)", c.Number, first)
		}
		seen[c.Number] = cn.Line
		c.Set = s.Code
		s.Cards = append(s.Cards, c)
	}
	r.card = ""
	r.lines = seen
	return s, nil
}

// cardKeys lists the keys of a card, in the order the writer puts them.
const cardKeys = "number, name, name_jp, kind, rarity, colors, level, cost, dp, ace, overflow, max_copies, " +
	"form, attribute, type, digivolve, dna, digixros, assembly, burst, app_fusion, effect, inherited, security, link, dual, errata"

func (r *setReader) cardData(n *yaml.Node) (*core.CardData, error) {
	// Find the number first so every later error, duplicate keys included, can name
	// the card.
	r.card = ""
	if n.Kind == yaml.MappingNode {
		for i := 0; i+1 < len(n.Content); i += 2 {
			if k, v := deref(n.Content[i]), deref(n.Content[i+1]); k.Value == "number" {
				num, err := r.str(v, "number")
				if err != nil {
					return nil, err
				}
				if num == "" {
					return nil, r.fail(v, "number", "must not be empty")
				}
				r.card = num
				break
			}
		}
	}
	ps, err := r.pairs(n, "")
	if err != nil {
		return nil, err
	}
	if r.card == "" {
		return nil, r.fail(n, "number", "missing: every card needs its card number")
	}
	c := &core.CardData{Number: r.card}
	var hasKind, hasColors bool
	for _, p := range ps {
		k, v := p.key.Value, p.val
		switch k {
		case "number":
		case "name":
			c.Name, err = r.str(v, k)
		case "name_jp":
			c.NameJP, err = r.str(v, k)
		case "kind":
			c.Kind, err = r.kind(v, k)
			hasKind = true
		case "rarity":
			c.Rarity, err = r.str(v, k)
		case "colors":
			c.Colors, err = r.colors(v, k)
			hasColors = true
		case "level":
			c.Level, err = r.count(v, k)
		case "cost":
			c.Cost, err = r.count(v, k)
			c.HasCost = true
		case "dp":
			c.DP, err = r.count(v, k)
			c.HasDP = true
		case "ace":
			c.Ace, err = r.boolean(v, k)
		case "overflow":
			c.Overflow, err = r.count(v, k)
		case "max_copies":
			c.MaxCopies, err = r.count(v, k)
			if err == nil && c.MaxCopies < 1 {
				err = r.fail(v, k, "must be at least 1 (1-4-1-2-2)")
			}
		case "form":
			c.Forms, err = r.strs(v, k)
		case "attribute":
			c.Attributes, err = r.strs(v, k)
		case "type":
			c.Types, err = r.strs(v, k)
		case "digivolve":
			c.Digivolve, err = r.digivolve(v, k)
		case "dna":
			c.DNA, err = r.dna(v, k)
		case "digixros":
			var x core.XrosReq
			x.Text, x.Unparsed, x.Reduce, x.Cards, err = r.materials(v, k)
			c.DigiXros = &x
		case "assembly":
			var a core.AssemblyReq
			a.Text, a.Unparsed, a.Reduce, a.Cards, err = r.materials(v, k)
			c.Assembly = &a
		case "burst":
			c.Burst, err = r.burst(v, k)
		case "app_fusion":
			c.AppFusion, err = r.appFusion(v, k)
		case "effect":
			c.Effect, err = r.str(v, k)
		case "inherited":
			c.Inherited, err = r.str(v, k)
		case "security":
			c.Security, err = r.str(v, k)
		case "link":
			c.Link, err = r.link(v, k)
		case "dual":
			c.Dual, err = r.dual(v, k)
		case "errata":
			c.Errata, err = r.errata(v, k)
		default:
			return nil, r.fail(p.key, k, "unknown field (want one of %s)", cardKeys)
		}
		if err != nil {
			return nil, err
		}
	}
	switch {
	case c.Name == "":
		return nil, r.fail(n, "name", "missing: every card needs a name")
	case !hasKind:
		return nil, r.fail(n, "kind", "missing: Digi-Egg, Digimon, Tamer or Option")
	case !hasColors:
		return nil, r.fail(n, "colors", "missing: every card has at least one color (2-4)")
	}
	return c, nil
}

func (r *setReader) digivolve(n *yaml.Node, field string) ([]core.DigivolveReq, error) {
	if n.Kind != yaml.SequenceNode {
		return nil, r.fail(n, field, "want a list of requirements, got %s", describe(n))
	}
	out := make([]core.DigivolveReq, 0, len(n.Content))
	for i, e := range n.Content {
		f := fmt.Sprintf("%s[%d]", field, i)
		ps, err := r.pairs(e, f)
		if err != nil {
			return nil, err
		}
		var d core.DigivolveReq
		hasCost := false
		for _, p := range ps {
			k, v := p.key.Value, p.val
			kf := f + "." + k
			switch k {
			case "colors":
				d.Colors, err = r.colors(v, kf)
			case "level":
				d.Level, err = r.count(v, kf)
			case "names":
				d.Names, err = r.strs(v, kf)
			case "name_has":
				d.NameHas, err = r.strs(v, kf)
			case "traits":
				d.Traits, err = r.strs(v, kf)
			case "text_has":
				d.TextHas, err = r.strs(v, kf)
			case "cost":
				d.Cost, err = r.count(v, kf)
				hasCost = true
			case "text":
				d.Text, err = r.str(v, kf)
			case "unparsed":
				d.Unparsed, err = r.boolean(v, kf)
			default:
				return nil, r.fail(p.key, kf, "unknown field (want colors, level, names, name_has, traits, text_has, cost, text, unparsed)")
			}
			if err != nil {
				return nil, err
			}
		}
		if !hasCost && !d.Unparsed {
			return nil, r.fail(e, f+".cost", "missing: the digivolution cost (2-3-6-2)")
		}
		out = append(out, d)
	}
	return out, nil
}

func (r *setReader) link(n *yaml.Node, field string) (*core.LinkData, error) {
	ps, err := r.pairs(n, field)
	if err != nil {
		return nil, err
	}
	l := &core.LinkData{}
	req := &core.LinkReq{}
	var hasReq, hasCost bool
	for _, p := range ps {
		k, v := p.key.Value, p.val
		switch k {
		case "requirement":
			l.Requirement, err = r.str(v, field+"."+k)
		case "unparsed":
			req.Unparsed, err = r.boolean(v, field+"."+k)
			hasReq = true
		case "to":
			req.To, err = r.cardReq(v, field+"."+k)
			hasReq = true
		case "cost":
			req.Cost, err = r.count(v, field+"."+k)
			hasReq, hasCost = true, true
		case "dp":
			l.DP, err = r.count(v, field+"."+k)
		case "effect":
			l.Effect, err = r.str(v, field+"."+k)
		default:
			return nil, r.fail(p.key, field+"."+k, "unknown field (want requirement, unparsed, to, cost, dp, effect)")
		}
		if err != nil {
			return nil, err
		}
	}
	switch {
	case hasReq && !hasCost && !req.Unparsed:
		return nil, r.fail(n, field+".cost", "missing: the link cost (2-3-12-3)")
	case !hasReq && l.Requirement != "":
		return nil, r.fail(n, field+".cost", "missing: the link requirement as data (to, cost), or unparsed: true")
	case hasReq:
		req.Text = l.Requirement
		l.Req = req
	}
	return l, nil
}

// reqEntries reads a list of requirement entries, calling read for every key of each
// (text and unparsed are read here). It checks that the keys in need are there
// unless the entry is unparsed.
func (r *setReader) reqEntries(n *yaml.Node, field string, need []string,
	read func(key string, v *yaml.Node, kf string) (bool, error),
	done func(text string, unparsed bool)) error {
	if n.Kind != yaml.SequenceNode {
		return r.fail(n, field, "want a list of requirements, got %s", describe(n))
	}
	for i, e := range n.Content {
		f := fmt.Sprintf("%s[%d]", field, i)
		text, unparsed, err := r.reqEntry(e, f, need, read)
		if err != nil {
			return err
		}
		done(text, unparsed)
	}
	return nil
}

// reqEntry reads one requirement entry: a mapping with text, unparsed and the keys
// read knows (it reports false for a key it does not know).
func (r *setReader) reqEntry(e *yaml.Node, f string, need []string,
	read func(key string, v *yaml.Node, kf string) (bool, error)) (text string, unparsed bool, err error) {
	ps, err := r.pairs(e, f)
	if err != nil {
		return "", false, err
	}
	seen := map[string]bool{}
	for _, p := range ps {
		k, v := p.key.Value, p.val
		kf := f + "." + k
		seen[k] = true
		switch k {
		case "text":
			text, err = r.str(v, kf)
		case "unparsed":
			unparsed, err = r.boolean(v, kf)
		default:
			var known bool
			if known, err = read(k, v, kf); err == nil && !known {
				return "", false, r.fail(p.key, kf, "unknown field (want text, unparsed, %s)", strings.Join(need, ", "))
			}
		}
		if err != nil {
			return "", false, err
		}
	}
	if !unparsed {
		for _, k := range need {
			if !seen[k] {
				return "", false, r.fail(e, f+"."+k, "missing (or unparsed: true)")
			}
		}
	}
	return text, unparsed, nil
}

func (r *setReader) dna(n *yaml.Node, field string) ([]core.DNAReq, error) {
	var out []core.DNAReq
	var cur core.DNAReq
	err := r.reqEntries(n, field, []string{"from", "cost"}, func(k string, v *yaml.Node, kf string) (bool, error) {
		var err error
		switch k {
		case "from":
			cur.From, err = r.cardReqs(v, kf)
		case "cost":
			cur.Cost, err = r.count(v, kf)
		default:
			return false, nil
		}
		return true, err
	}, func(text string, unparsed bool) {
		cur.Text, cur.Unparsed = text, unparsed
		out = append(out, cur)
		cur = core.DNAReq{}
	})
	return out, err
}

func (r *setReader) burst(n *yaml.Node, field string) ([]core.BurstReq, error) {
	var out []core.BurstReq
	var cur core.BurstReq
	err := r.reqEntries(n, field, []string{"from", "tamer", "cost"}, func(k string, v *yaml.Node, kf string) (bool, error) {
		var err error
		switch k {
		case "from":
			cur.From, err = r.cardReq(v, kf)
		case "tamer":
			cur.Tamer, err = r.cardReq(v, kf)
		case "cost":
			cur.Cost, err = r.count(v, kf)
		default:
			return false, nil
		}
		return true, err
	}, func(text string, unparsed bool) {
		cur.Text, cur.Unparsed = text, unparsed
		out = append(out, cur)
		cur = core.BurstReq{}
	})
	return out, err
}

func (r *setReader) appFusion(n *yaml.Node, field string) ([]core.AppFusionReq, error) {
	var out []core.AppFusionReq
	var cur core.AppFusionReq
	err := r.reqEntries(n, field, []string{"names", "cost"}, func(k string, v *yaml.Node, kf string) (bool, error) {
		var err error
		switch k {
		case "names":
			cur.Names, err = r.strs(v, kf)
		case "cost":
			cur.Cost, err = r.count(v, kf)
		default:
			return false, nil
		}
		return true, err
	}, func(text string, unparsed bool) {
		cur.Text, cur.Unparsed = text, unparsed
		out = append(out, cur)
		cur = core.AppFusionReq{}
	})
	return out, err
}

// materials reads a DigiXros or Assembly requirement (one mapping).
func (r *setReader) materials(n *yaml.Node, field string) (text string, unparsed bool, reduce int, cards []core.MaterialReq, err error) {
	text, unparsed, err = r.reqEntry(n, field, []string{"reduce", "cards"}, func(k string, v *yaml.Node, kf string) (bool, error) {
		var err error
		switch k {
		case "reduce":
			reduce, err = r.count(v, kf)
		case "cards":
			if v.Kind != yaml.SequenceNode {
				return true, r.fail(v, kf, "want a list of cards, got %s", describe(v))
			}
			for i, e := range v.Content {
				var m core.MaterialReq
				if m, err = r.material(deref(e), fmt.Sprintf("%s[%d]", kf, i)); err != nil {
					return true, err
				}
				cards = append(cards, m)
			}
		default:
			return false, nil
		}
		return true, err
	})
	return text, unparsed, reduce, cards, err
}

// cardReqKeys lists the keys of a card description.
const cardReqKeys = "kinds, colors, level, level_min, level_max, names, name_has, traits, trait_has, text_has, or"

// cardReq reads a card description: {colors: [Red], level: 5}.
func (r *setReader) cardReq(n *yaml.Node, field string) (core.CardReq, error) {
	var c core.CardReq
	ps, err := r.pairs(n, field)
	if err != nil {
		return c, err
	}
	for _, p := range ps {
		k := p.key.Value
		known, err := r.cardReqKey(&c, k, p.val, field+"."+k)
		if err != nil {
			return c, err
		}
		if !known {
			return c, r.fail(p.key, field+"."+k, "unknown field (want %s)", cardReqKeys)
		}
	}
	return c, nil
}

func (r *setReader) cardReqs(n *yaml.Node, field string) ([]core.CardReq, error) {
	if n.Kind != yaml.SequenceNode {
		return nil, r.fail(n, field, "want a list of card descriptions, got %s", describe(n))
	}
	out := make([]core.CardReq, 0, len(n.Content))
	for i, e := range n.Content {
		c, err := r.cardReq(deref(e), fmt.Sprintf("%s[%d]", field, i))
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

// cardReqKey reads one key of a card description; false for a key it does not know.
func (r *setReader) cardReqKey(c *core.CardReq, k string, v *yaml.Node, kf string) (bool, error) {
	var err error
	switch k {
	case "kinds":
		var names []string
		if names, err = r.strs(v, kf); err == nil {
			for _, s := range names {
				kd, perr := core.ParseKind(s)
				if perr != nil {
					return true, r.fail(v, kf, "%v", perr)
				}
				c.Kinds = append(c.Kinds, kd)
			}
		}
	case "colors":
		c.Colors, err = r.colors(v, kf)
	case "level":
		c.Level, err = r.count(v, kf)
	case "level_min":
		c.LevelMin, err = r.count(v, kf)
	case "level_max":
		c.LevelMax, err = r.count(v, kf)
	case "names":
		c.Names, err = r.strs(v, kf)
	case "name_has":
		c.NameHas, err = r.strs(v, kf)
	case "traits":
		c.Traits, err = r.strs(v, kf)
	case "trait_has":
		c.TraitHas, err = r.strs(v, kf)
	case "text_has":
		c.TextHas, err = r.strs(v, kf)
	case "or":
		c.Or, err = r.cardReqs(v, kf)
	default:
		return false, nil
	}
	return true, err
}

// material reads one DigiXros or Assembly component: a card description with count
// (a number, or ∞) and different.
func (r *setReader) material(n *yaml.Node, field string) (core.MaterialReq, error) {
	m := core.MaterialReq{Count: 1}
	ps, err := r.pairs(n, field)
	if err != nil {
		return m, err
	}
	for _, p := range ps {
		k, v, kf := p.key.Value, p.val, field+"."+p.key.Value
		switch k {
		case "count":
			if v.Kind == yaml.ScalarNode && v.Value == countAny {
				m.Count, m.Unlimited = 0, true
				continue
			}
			if m.Count, err = r.count(v, kf); err == nil && m.Count < 1 {
				err = r.fail(v, kf, "must be at least 1, or %s for any number", countAny)
			}
		case "different":
			var s string
			if s, err = r.str(v, kf); err == nil {
				switch d := core.Different(s); d {
				case core.DifferentNames, core.DifferentLevels, core.DifferentNumbers:
					m.Different = d
				default:
					err = r.fail(v, kf, "unknown value %q (want name, level or number, 4-22)", s)
				}
			}
		default:
			var known bool
			if known, err = r.cardReqKey(&m.CardReq, k, v, kf); err == nil && !known {
				err = r.fail(p.key, kf, "unknown field (want count, different, %s)", cardReqKeys)
			}
		}
		if err != nil {
			return m, err
		}
	}
	return m, nil
}

func (r *setReader) dual(n *yaml.Node, field string) (*core.DualData, error) {
	ps, err := r.pairs(n, field)
	if err != nil {
		return nil, err
	}
	d := &core.DualData{}
	for _, p := range ps {
		k, v := p.key.Value, p.val
		switch k {
		case "name":
			d.Name, err = r.str(v, field+"."+k)
		case "effect":
			d.Effect, err = r.str(v, field+"."+k)
		case "colors":
			d.Colors, err = r.colors(v, field+"."+k)
		default:
			return nil, r.fail(p.key, field+"."+k, "unknown field (want name, effect, colors)")
		}
		if err != nil {
			return nil, err
		}
	}
	return d, nil
}

// errata reads a card's errata: the date and the printed texts they changed.
func (r *setReader) errata(n *yaml.Node, field string) (*core.Errata, error) {
	ps, err := r.pairs(n, field)
	if err != nil {
		return nil, err
	}
	e := &core.Errata{}
	var hasPrinted bool
	for _, p := range ps {
		k, v, kf := p.key.Value, p.val, field+"."+p.key.Value
		switch k {
		case "date":
			if e.Date, err = r.str(v, kf); err == nil {
				if _, perr := time.Parse(time.DateOnly, e.Date); perr != nil {
					err = r.fail(v, kf, "want a date YYYY-MM-DD, got %q", e.Date)
				}
			}
		case "printed":
			e.Printed, err = r.printed(v, kf)
			hasPrinted = true
		default:
			return nil, r.fail(p.key, kf, "unknown field (want date, printed)")
		}
		if err != nil {
			return nil, err
		}
	}
	switch {
	case e.Date == "":
		return nil, r.fail(n, field+".date", "missing: the date of the erratum, YYYY-MM-DD")
	case !hasPrinted:
		return nil, r.fail(n, field+".printed", "missing: the printed texts the errata changed")
	}
	return e, nil
}

// printed reads the printed texts of an errata block; at least one must be given.
func (r *setReader) printed(n *yaml.Node, field string) (core.PrintedText, error) {
	var t core.PrintedText
	ps, err := r.pairs(n, field)
	if err != nil {
		return t, err
	}
	for _, p := range ps {
		k, v, kf := p.key.Value, p.val, field+"."+p.key.Value
		var dst *string
		switch k {
		case "name":
			dst = &t.Name
		case "effect":
			dst = &t.Effect
		case "inherited":
			dst = &t.Inherited
		case "security":
			dst = &t.Security
		case "link_effect":
			dst = &t.LinkEffect
		case "dual_effect":
			dst = &t.DualEffect
		default:
			return t, r.fail(p.key, kf, "unknown field (want name, effect, inherited, security, link_effect, dual_effect)")
		}
		if *dst, err = r.str(v, kf); err != nil {
			return t, err
		}
	}
	if t == (core.PrintedText{}) {
		return t, r.fail(n, field, "must give the printed value of at least one text")
	}
	return t, nil
}

func (r *setReader) str(n *yaml.Node, field string) (string, error) {
	if n.Kind != yaml.ScalarNode || n.ShortTag() == "!!null" {
		return "", r.fail(n, field, "want text, got %s", describe(n))
	}
	return n.Value, nil
}

// strs reads a list of words; a single word is a list of one.
func (r *setReader) strs(n *yaml.Node, field string) ([]string, error) {
	if n.Kind == yaml.ScalarNode && n.ShortTag() != "!!null" {
		return []string{n.Value}, nil
	}
	if n.Kind != yaml.SequenceNode {
		return nil, r.fail(n, field, "want a list, got %s", describe(n))
	}
	out := make([]string, 0, len(n.Content))
	for _, e := range n.Content {
		s, err := r.str(deref(e), field)
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, nil
}

// The largest numbers a set file may give: far above any printed card (the highest
// printed DP is in the tens of thousands), low enough that no sum of them overflows.
const (
	MaxDP     = 1_000_000 // dp fields
	MaxNumber = 1_000     // every other number: levels, costs, counts, <Overflow>
)

// count reads a whole number from zero to MaxNumber (MaxDP for a DP).
func (r *setReader) count(n *yaml.Node, field string) (int, error) {
	var v int
	if n.Kind != yaml.ScalarNode || n.ShortTag() != "!!int" || n.Decode(&v) != nil {
		return 0, r.fail(n, field, "want a whole number, got %s", describe(n))
	}
	if v < 0 {
		return 0, r.fail(n, field, "must not be negative, got %d", v)
	}
	top := MaxNumber
	if field == "dp" || strings.HasSuffix(field, ".dp") {
		top = MaxDP
	}
	if v > top {
		return 0, r.fail(n, field, "must be at most %d, got %d", top, v)
	}
	return v, nil
}

func (r *setReader) boolean(n *yaml.Node, field string) (bool, error) {
	var v bool
	if n.Kind != yaml.ScalarNode || n.ShortTag() != "!!bool" || n.Decode(&v) != nil {
		return false, r.fail(n, field, "want true or false, got %s", describe(n))
	}
	return v, nil
}

func (r *setReader) kind(n *yaml.Node, field string) (core.Kind, error) {
	s, err := r.str(n, field)
	if err != nil {
		return 0, err
	}
	k, err := core.ParseKind(s)
	if err != nil {
		return 0, r.fail(n, field, "%v", err)
	}
	return k, nil
}

func (r *setReader) colors(n *yaml.Node, field string) (core.Colors, error) {
	names, err := r.strs(n, field)
	if err != nil {
		return 0, err
	}
	var cs core.Colors
	for i, s := range names {
		c, err := core.ParseColor(s)
		if err != nil {
			at := n
			if n.Kind == yaml.SequenceNode {
				at = n.Content[i]
			}
			return 0, r.fail(at, field, "%v", err)
		}
		cs |= core.ColorsOf(c)
	}
	if cs == 0 {
		return 0, r.fail(n, field, "must name at least one color")
	}
	return cs, nil
}

func deref(n *yaml.Node) *yaml.Node {
	for n.Kind == yaml.AliasNode && n.Alias != nil {
		n = n.Alias
	}
	return n
}

// describe names what a node is, for "want X, got Y" messages.
func describe(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	case yaml.ScalarNode:
		if n.ShortTag() == "!!null" {
			return "nothing"
		}
		return fmt.Sprintf("%q", n.Value)
	}
	return "something else"
}

func join(field, key string) string {
	if field == "" {
		return key
	}
	return field + "." + key
}
