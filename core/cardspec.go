package core

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

// What the keywords of "when this Digimon would be deleted / leave" need besides the
// operations of ops_keywords.go: the card descriptions their parameters are written in
// (<Decoy (Black)>, <Decode (Lv.4 or lower w/[Aqua] in any trait)>, <Partition (green
// Lv.5 & blue Lv.5)>), playing cards from under a Digimon (<Decode>, 16-35; <Partition>,
// 16-28), moving digivolution cards under a Tamer (<Material Save>, 16-20), and the
// DigiXros names of a card as printed (<Material Save>, until DigiXros is data).

// CardSpec is a card description written in a keyword's parameter. Any of its
// alternatives is enough: "[Junomon]/Lv.5 or lower w/[Iliad] trait".
type CardSpec struct {
	Text string
	alts []specAlt
}

// specAlt is one alternative: every part that is set must hold.
type specAlt struct {
	colors Colors // any of these colors; 0: any
	level  int    // 0: any
	cmp    int    // -1 "or lower", +1 "or higher", 0 exactly
	any    []specItems
}

// specItems is one list of names or traits with what it refers to: one of the items
// must match. Several lists in an alternative: one of the lists must match ("w/[A] in
// name or w/[B] trait").
type specItems struct {
	what  specWhat
	items []string
}

type specWhat uint8

const (
	specNameOrTrait specWhat = iota // "[X]" alone: the name X, or the trait X ("[D-Brigade]")
	specName                        // "[X] name": the name is X (2-3-1-2)
	specNameHas                     // "w/[X] in name": the name contains X (2-3-1-3)
	specTrait                       // "[X] trait": has the trait X (2-3-2-3)
	specTraitHas                    // "w/[X] in any trait": a trait contains X (2-3-2-4)
	specTextHas                     // "w/[X] in text": the text contains [X] (4-20)
)

// SpecSubject is what a CardSpec looks at: a card's printed information or an
// object's derived information.
type SpecSubject struct {
	Colors Colors
	Level  int
	Names  []string
	Traits []string
	Text   string // the printed text (the top card's, for an object)
}

// CardSubject is a card's printed information as a SpecSubject.
func CardSubject(d *CardData) SpecSubject {
	return SpecSubject{Colors: d.Colors, Level: d.Level, Names: []string{d.Name},
		Traits: append(append(append([]string(nil), d.Forms...), d.Attributes...), d.Types...),
		Text:   d.Effect + "\n" + d.Inherited + "\n" + d.Security}
}

// ObjectSubject is an object's information now, with every effect applied.
func (g *Game) ObjectSubject(o *FieldObject) SpecSubject {
	d := g.Derive(o)
	t := o.Top().Data
	return SpecSubject{Colors: d.Colors, Level: d.Level, Names: d.NameList(), Traits: d.TraitList(),
		Text: t.Effect + "\n" + t.Inherited + "\n" + t.Security}
}

// Match reports whether s fits the description.
func (cs CardSpec) Match(s SpecSubject) bool {
	for _, a := range cs.alts {
		if a.match(s) {
			return true
		}
	}
	return false
}

func (a specAlt) match(s SpecSubject) bool {
	if a.colors != 0 && s.Colors&a.colors == 0 {
		return false
	}
	if a.level != 0 {
		switch {
		case s.Level == 0:
			return false
		case a.cmp < 0 && s.Level > a.level, a.cmp > 0 && s.Level < a.level, a.cmp == 0 && s.Level != a.level:
			return false
		}
	}
	if len(a.any) == 0 {
		return true
	}
	for _, l := range a.any {
		if l.match(s) {
			return true
		}
	}
	return false
}

func (l specItems) match(s SpecSubject) bool {
	for _, it := range l.items {
		switch l.what {
		case specNameOrTrait:
			if anyEqualFold(s.Names, it) || traitIn(s.Traits, it) {
				return true
			}
		case specName:
			if anyEqualFold(s.Names, it) {
				return true
			}
		case specNameHas:
			if anyContains(s.Names, it) {
				return true
			}
		case specTrait:
			if traitIn(s.Traits, it) {
				return true
			}
		case specTraitHas:
			if traitPartIn(s.Traits, it) {
				return true
			}
		case specTextHas:
			if strings.Contains(s.Text, "["+it+"]") {
				return true
			}
		}
	}
	return false
}

func anyEqualFold(list []string, s string) bool {
	for _, x := range list {
		if strings.EqualFold(x, s) {
			return true
		}
	}
	return false
}

func anyContains(list []string, s string) bool {
	s = strings.ToLower(s)
	for _, x := range list {
		if strings.Contains(strings.ToLower(x), s) {
			return true
		}
	}
	return false
}

// ParseCardSpec reads a card description as keyword parameters print it:
//
//	spec   = alt { ("/" | " or ") alt }            a new alternative starts with "[", "Lv." or a color
//	alt    = colors                                "Black", "Red/Black"
//	       | [colors " "] "Lv." N [" or lower" | " or higher"] [" w/" with]
//	       | items [" trait" | " name"]            "[Aegiomon]", "[Xros Heart] trait"
//	       | words { "/" words }                   unbracketed traits: "Deva/Four Sovereigns"
//	with   = items qual { " or w/" items qual }    "[Aqua]/[Sea Animal] in any trait or w/[TB] trait"
//	qual   = " in name" | " in any trait" | " in traits" | " in text" | " trait" | " traits"
//	items  = "[" X "]" { "/" "[" Y "]" }
//
// Printed "([A])/([B])" is read as "[A]/[B]".
func ParseCardSpec(text string) (CardSpec, error) {
	s := strings.TrimSpace(text)
	s = strings.ReplaceAll(s, ")/(", "/")
	s = strings.ReplaceAll(s, "}", "") // a misprint: "[Gammamon] in text}"
	s = strings.TrimSuffix(strings.TrimPrefix(s, "("), ")")
	s = strings.TrimSpace(strings.Join(strings.Fields(s), " "))
	if s == "" {
		return CardSpec{}, fmt.Errorf("empty card description")
	}
	p := &specParser{s: s}
	cs := CardSpec{Text: text}
	for {
		a, err := p.alt()
		if err != nil {
			return CardSpec{}, fmt.Errorf("card description %q: %v", text, err)
		}
		cs.alts = append(cs.alts, a)
		if p.i == len(p.s) {
			return cs, nil
		}
		save := p.i
		if (p.eat("/") || p.eat(" or ")) && (p.peek("[") || p.peek("Lv.") || p.peekColors()) {
			continue
		}
		p.i = save
		return CardSpec{}, fmt.Errorf("card description %q: cannot read %q", text, p.s[p.i:])
	}
}

type specParser struct {
	s string
	i int
}

func (p *specParser) peek(lit string) bool { return strings.HasPrefix(p.s[p.i:], lit) }

func (p *specParser) eat(lit string) bool {
	if p.peek(lit) {
		p.i += len(lit)
		return true
	}
	return false
}

func (p *specParser) alt() (specAlt, error) {
	var a specAlt
	a.colors = p.colors()
	if a.colors != 0 && !p.peek(" ") {
		return a, nil // colors alone
	}
	if a.colors != 0 {
		p.eat(" ")
	}
	if p.eat("Lv.") {
		j := p.i
		for j < len(p.s) && p.s[j] >= '0' && p.s[j] <= '9' {
			j++
		}
		n, err := strconv.Atoi(p.s[p.i:j])
		if err != nil {
			return a, fmt.Errorf("a level needs a number")
		}
		a.level, p.i = n, j
		switch {
		case p.eat(" or lower"):
			a.cmp = -1
		case p.eat(" or higher"):
			a.cmp = 1
		}
		if p.eat(" w/") {
			for {
				l, err := p.list(true)
				if err != nil {
					return a, err
				}
				a.any = append(a.any, l)
				if !p.eat(" or w/") {
					break
				}
			}
		}
		return a, nil
	}
	if a.colors != 0 {
		return a, fmt.Errorf("colors must be followed by a level")
	}
	if p.peek("[") {
		l, err := p.list(false)
		if err != nil {
			return a, err
		}
		a.any = append(a.any, l)
		return a, nil
	}
	// Unbracketed trait words: "Deva/Four Sovereigns".
	rest := p.s[p.i:]
	if rest == "" || strings.ContainsAny(rest, "[]") {
		return a, fmt.Errorf("cannot read %q", rest)
	}
	var items []string
	for _, w := range strings.Split(rest, "/") {
		if w = strings.TrimSpace(w); w != "" {
			items = append(items, w)
		}
	}
	p.i = len(p.s)
	a.any = append(a.any, specItems{what: specTrait, items: items})
	return a, nil
}

// list reads items and what they refer to. with: after "w/", where a qualifier is
// required.
func (p *specParser) list(with bool) (specItems, error) {
	var l specItems
	for {
		if !p.eat("[") {
			return l, fmt.Errorf("want [name] at %q", p.s[p.i:])
		}
		end := strings.IndexByte(p.s[p.i:], ']')
		if end <= 0 {
			return l, fmt.Errorf("unclosed [")
		}
		l.items = append(l.items, p.s[p.i:p.i+end])
		p.i += end + 1
		save := p.i
		if p.eat("/") && p.peek("[") {
			continue
		}
		p.i = save
		break
	}
	switch {
	case p.eat(" in its name"), p.eat(" in name"):
		l.what = specNameHas
	case p.eat(" in any of its traits"), p.eat(" in any trait"), p.eat(" in traits"), p.eat(" in its traits"):
		l.what = specTraitHas
	case p.eat(" in its text"), p.eat(" in text"):
		l.what = specTextHas
	case p.eat(" traits"), p.eat(" trait"):
		l.what = specTrait
	case p.eat(" name"):
		l.what = specName
	default:
		if with {
			return l, fmt.Errorf("w/%v needs \"trait\", \"in name\" or \"in any trait\"", l.items)
		}
		l.what = specNameOrTrait
	}
	return l, nil
}

// colors reads "Red", "red/black", "Yellow/Black": letters that name colors, joined
// by "/". It reads nothing unless every word is a color.
func (p *specParser) colors() Colors {
	save := p.i
	var cs Colors
	for {
		j := p.i
		for j < len(p.s) && unicode.IsLetter(rune(p.s[j])) {
			j++
		}
		c, err := ParseColor(p.s[p.i:j])
		if j == p.i || err != nil {
			p.i = save
			return 0
		}
		cs |= ColorsOf(c)
		p.i = j
		save2 := p.i
		if p.eat("/") {
			if k := p.i; k < len(p.s) && unicode.IsLetter(rune(p.s[k])) {
				if _, err := ParseColor(word(p.s[k:])); err == nil {
					continue
				}
			}
			p.i = save2 // "Red/[X]...": the "/" starts a new alternative
		}
		return cs
	}
}

func (p *specParser) peekColors() bool {
	save := p.i
	ok := p.colors() != 0
	p.i = save
	return ok
}

func word(s string) string {
	j := 0
	for j < len(s) && unicode.IsLetter(rune(s[j])) {
		j++
	}
	return s[:j]
}
