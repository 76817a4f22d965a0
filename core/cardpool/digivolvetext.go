package cardpool

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/dcg-engine/dcg/core"
)

// Printed digivolution requirements in the text (2-3-6-3) come in two wordings:
//
//	[Digivolve] Lv.3 w/[TS] trait: Cost 2          (current)
//	Digivolve: 3 from Lv.4 w/[Gammamon] in name    (BT9–BT13, EX3–EX5, RB1)
//
// parseDigivolveLine turns one such line into requirements. The grammar it accepts:
//
//	alts  = alt { ("/" | " or ") alt }        any one alternative is enough (4-21)
//	alt   = names [qual]                      [Agumon]/[Gabumon], [Rapidmon] in name
//	      | [colors " "] "Lv." N [" w/" conds {" or w/" conds}]
//	      | [colors " "] "Lv." N " " names    [Digivolve]Lv.4 [Eosmon]
//	      | [colors " "] "Lv." N " if name contains " items
//	conds = items qual {" and " items qual}   every group must hold
//	qual  = " trait" | " in [its ]name" | " in [its ]text" | " text"
//
// Anything else — conditions ("while ..."), counts of cards under it, "2-color",
// "Play cost N", "or higher", "in any trait" / "in traits" (a trait containing the
// word, 2-3-2-4, which DigivolveReq cannot say) — is kept as an Unparsed requirement
// with its printed text, which the engine does not offer.

// digivolveText is the result of reading one requirement line.
type digivolveText struct {
	reqs []core.DigivolveReq
	head string // the requirement as printed (the line up to its end)
	rest string // text after the requirement on the same line: another effect
	ok   bool   // false: reqs is one Unparsed requirement
}

// isDigivolveLine reports whether a line is a printed digivolution requirement.
func isDigivolveLine(l string) bool {
	return strings.HasPrefix(l, "[Digivolve]") || strings.HasPrefix(l, "Digivolve:")
}

var costRE = regexp.MustCompile(`:\s*Cost\s*(\d+)`)

func parseDigivolveLine(l string) digivolveText {
	if strings.HasPrefix(l, "[Digivolve]") {
		return parseBracketForm(l)
	}
	return parseColonForm(l)
}

// parseBracketForm reads "[Digivolve] <alts>: Cost N", and forms joined by "/" on
// one line ("[Digivolve][Antylamon]: Cost 3 /Purple [Cherubimon]: Cost 1", EX6-035).
func parseBracketForm(l string) digivolveText {
	unparsed := digivolveText{head: l, reqs: []core.DigivolveReq{{Text: l, Unparsed: true}}}
	var reqs []core.DigivolveReq
	from, ok := len("[Digivolve]"), true
	for {
		m := costRE.FindStringSubmatchIndex(l[from:])
		if m == nil {
			return unparsed
		}
		cost, _ := strconv.Atoi(l[from+m[2] : from+m[3]])
		p := &reqParser{s: strings.TrimSpace(l[from : from+m[0]])}
		alts, good := p.alts()
		if !good || p.i != len(p.s) {
			ok = false
			alts = []core.DigivolveReq{{Cost: cost, Unparsed: true}}
		}
		for i := range alts {
			alts[i].Cost = cost
		}
		reqs = append(reqs, alts...)
		from += m[1]
		next := strings.TrimLeft(l[from:], " ")
		if !strings.HasPrefix(next, "/") {
			break
		}
		from = len(l) - len(next) + 1
	}
	head, rest := l[:from], l[from:]
	if !cleanRest(rest) {
		unparsed.reqs[0].Cost = reqs[0].Cost
		return unparsed
	}
	if !ok {
		// Keep one Unparsed requirement for the whole printed text.
		reqs = []core.DigivolveReq{{Cost: reqs[0].Cost, Unparsed: true}}
	}
	for i := range reqs {
		reqs[i].Text = head
	}
	return digivolveText{reqs: reqs, head: head, rest: strings.TrimSpace(rest), ok: ok}
}

// parseColonForm reads "Digivolve: N from <alts>[/M from <alts>]" (older wording,
// also "Digivolve: N if name contains [X]"). It has no terminator: the requirement
// ends where the grammar ends, and the rest of the line must look like a new effect.
func parseColonForm(l string) digivolveText {
	unparsed := digivolveText{head: l, reqs: []core.DigivolveReq{{Text: l, Unparsed: true}}}
	p := &reqParser{s: l, i: len("Digivolve:")}
	var reqs []core.DigivolveReq
	for {
		p.space()
		cost, ok := p.number()
		if !ok {
			return unparsed
		}
		if !p.eat(" from ") && !p.eat(" ") {
			return unparsed
		}
		alts, ok := p.alts()
		if !ok {
			return unparsed
		}
		for i := range alts {
			alts[i].Cost = cost
		}
		reqs = append(reqs, alts...)
		save := p.i
		if p.eat("/") {
			if _, ok := p.number(); ok && p.eat(" from ") {
				p.i = save + 1
				continue
			}
		}
		p.i = save
		break
	}
	head, rest := strings.TrimSpace(l[:p.i]), l[p.i:]
	if !cleanRest(rest) {
		return unparsed
	}
	for i := range reqs {
		reqs[i].Text = head
	}
	return digivolveText{reqs: reqs, head: head, rest: strings.TrimSpace(rest), ok: true}
}

// cleanRest reports whether the text after a requirement starts a new effect rather
// than continuing the requirement ("... : Cost 2 for each ...", "... by returning").
// A reminder in parentheses counts: a few records lost the keyword before it
// (EX4-027).
func cleanRest(rest string) bool {
	rest = strings.TrimLeft(rest, " ")
	if rest == "" {
		return true
	}
	r, _ := utf8.DecodeRuneInString(rest)
	switch r {
	case '[', '＜', '<', '(':
		return true
	}
	return r < utf8.RuneSelf && unicode.IsUpper(r)
}

// reqParser is a cursor over a requirement's text.
type reqParser struct {
	s string
	i int
}

func (p *reqParser) peek(lit string) bool { return strings.HasPrefix(p.s[p.i:], lit) }

func (p *reqParser) eat(lit string) bool {
	if p.peek(lit) {
		p.i += len(lit)
		return true
	}
	return false
}

func (p *reqParser) space() {
	for p.i < len(p.s) && p.s[p.i] == ' ' {
		p.i++
	}
}

func (p *reqParser) number() (int, bool) {
	j := p.i
	for j < len(p.s) && isDigit(p.s[j]) {
		j++
	}
	if j == p.i {
		return 0, false
	}
	n, err := strconv.Atoi(p.s[p.i:j])
	p.i = j
	return n, err == nil
}

// alts reads alternatives separated by "/" or " or "; a "/" may only follow a list
// of names ("[Agumon]/Lv.3 w/[TS] trait"), as printed.
func (p *reqParser) alts() ([]core.DigivolveReq, bool) {
	var out []core.DigivolveReq
	for {
		reqs, namesOnly, ok := p.alt()
		if !ok {
			return nil, false
		}
		out = append(out, reqs...)
		save := p.i
		if (namesOnly && p.eat("/")) || p.eat(" or ") {
			if p.peek("[") || p.peek("Lv.") || p.peekColors() {
				continue
			}
		}
		p.i = save
		return out, true
	}
}

// alt reads one alternative. namesOnly tells whether it was a bare list of names.
func (p *reqParser) alt() (reqs []core.DigivolveReq, namesOnly, ok bool) {
	colors := p.colors()
	if p.eat("Lv.") {
		lv, ok := p.number()
		if !ok || p.peek(" or higher") || p.peek(" or lower") {
			return nil, false, false
		}
		base := core.DigivolveReq{Colors: colors, Level: lv}
		switch {
		case p.eat(" w/"):
			for {
				p.space()
				r := base
				if !p.conds(&r) {
					return nil, false, false
				}
				reqs = append(reqs, r)
				if !p.eat(" or w/") {
					return reqs, false, true
				}
			}
		case p.eat(" if name contains "):
			items, ok := p.items(false)
			if !ok {
				return nil, false, false
			}
			base.NameHas = items
		case p.peek(" ["):
			p.space()
			items, ok := p.items(false)
			if !ok {
				return nil, false, false
			}
			base.Names = items
		}
		return []core.DigivolveReq{base}, false, true
	}
	if colors != 0 {
		// "Purple [Cherubimon]": a card of that color and name.
		items, ok := p.items(false)
		if !ok {
			return nil, false, false
		}
		return []core.DigivolveReq{{Colors: colors, Names: items}}, false, true
	}
	if p.eat("if name contains ") {
		items, ok := p.items(false)
		if !ok {
			return nil, false, false
		}
		return []core.DigivolveReq{{NameHas: items}}, false, true
	}
	if p.peek("[") {
		items, ok := p.items(false)
		if !ok {
			return nil, false, false
		}
		r := core.DigivolveReq{}
		switch q := p.qualifier(); q {
		case "":
			r.Names = items
			return []core.DigivolveReq{r}, true, true
		case "name":
			r.NameHas = items
		case "trait":
			r.Traits = items
		case "text":
			r.TextHas = items
		default:
			return nil, false, false
		}
		return []core.DigivolveReq{r}, false, true
	}
	// A bare name, as printed on a few cards ("[Digivolve]MoonMillenniummon: Cost 2",
	// "Digivolve: 0 from Koromon"): one word of letters and digits.
	j := p.i
	for j < len(p.s) && (isDigit(p.s[j]) || unicode.IsLetter(rune(p.s[j]))) {
		j++
	}
	if j == p.i {
		return nil, false, false
	}
	name := p.s[p.i:j]
	p.i = j
	return []core.DigivolveReq{{Names: []string{name}}}, true, true
}

// conds reads "items qualifier" groups joined by " and " into r. A group given twice
// ("[A] trait and [B] trait", both needed) cannot be said by DigivolveReq.
func (p *reqParser) conds(r *core.DigivolveReq) bool {
	for {
		items, ok := p.items(true)
		if !ok {
			return false
		}
		var group *[]string
		switch p.qualifier() {
		case "name":
			group = &r.NameHas
		case "trait":
			group = &r.Traits
		case "text":
			group = &r.TextHas
		default:
			return false
		}
		if *group != nil {
			return false
		}
		if group != &r.TextHas && hasKeyword(items) {
			return false // ＜Save＞ is text, never a name or trait
		}
		*group = items
		if !p.eat(" and ") {
			return true
		}
	}
}

// items reads "[A]", "[A]/[B]", "[A] or [B]", "[A], [B] or [C]". keywords allows
// ＜Save＞-style items (text references, 4-20).
func (p *reqParser) items(keywords bool) ([]string, bool) {
	var out []string
	for {
		item, ok := p.item(keywords)
		if !ok {
			return nil, false
		}
		out = append(out, item)
		save := p.i
		if p.eat("/") || p.eat(", or ") || p.eat(", ") || p.eat(" or ") {
			if p.peek("[") || (keywords && (p.peek("＜") || p.peek("<"))) {
				continue
			}
		}
		p.i = save
		return out, true
	}
}

// item reads "[Name]" as Name, or a keyword "＜Save＞" as printed (the brackets tell an
// icon from a word, 4-20-4).
func (p *reqParser) item(keywords bool) (string, bool) {
	for _, br := range [...][2]string{{"[", "]"}, {"＜", "＞"}, {"<", ">"}} {
		if br[0] != "[" && !keywords {
			continue
		}
		if p.eat(br[0]) {
			end := strings.Index(p.s[p.i:], br[1])
			if end <= 0 {
				return "", false
			}
			v := p.s[p.i : p.i+end]
			p.i += end + len(br[1])
			if br[0] != "[" {
				return br[0] + v + br[1], true
			}
			return v, true
		}
	}
	return "", false
}

// qualifier reads what a list of items refers to: "name", "trait", "text", "" when
// nothing follows, or "other" for wordings DigivolveReq cannot say ("in traits",
// "in any trait": a trait containing the word, 2-3-2-4).
func (p *reqParser) qualifier() string {
	switch {
	case p.eat(" in its name") || p.eat(" in name"):
		return "name"
	case p.eat(" in its text") || p.eat(" in text") || p.eat(" text"):
		return "text"
	case p.peek(" traits") || p.peek(" in"):
		return "other"
	case p.eat(" trait"):
		return "trait"
	}
	return ""
}

// colors reads an optional color list before a level or a name: "Black ",
// "Blue/Red ", "red, black, or purple ". It only counts when "Lv." or "[" follows.
func (p *reqParser) colors() core.Colors {
	save := p.i
	var cs core.Colors
	for {
		j := p.i
		for j < len(p.s) && unicode.IsLetter(rune(p.s[j])) {
			j++
		}
		c, err := core.ParseColor(p.s[p.i:j])
		if j == p.i || err != nil {
			p.i = save
			return 0
		}
		cs |= core.ColorsOf(c)
		p.i = j
		if p.eat("/") || p.eat(", or ") || p.eat(", ") || p.eat(" or ") {
			continue
		}
		if p.eat(" ") && (p.peek("Lv.") || p.peek("[")) {
			return cs
		}
		p.i = save
		return 0
	}
}

func (p *reqParser) peekColors() bool {
	save := p.i
	ok := p.colors() != 0
	p.i = save
	return ok
}

func hasKeyword(items []string) bool {
	for _, s := range items {
		if strings.HasPrefix(s, "＜") || strings.HasPrefix(s, "<") {
			return true
		}
	}
	return false
}
