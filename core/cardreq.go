package core

import (
	"slices"
	"strings"
)

// Matching a card requirement (CardReq) — the components of DNA, DigiXros, Assembly,
// Burst and link requirements — against a printed card or against an object's
// information now.

// MatchesCard reports whether a printed card meets r.
func (r *CardReq) MatchesCard(d *CardData) bool {
	return r.matches(d.Kind, d.Colors, d.Level, d.NameList(), d.AllTraits(), d) // with its [Rule] (2-3-5)
}

// MatchesObject reports whether an object meets r with its information now.
func (g *Game) MatchesObject(r *CardReq, o *FieldObject) bool {
	d := g.Derive(o)
	kind := d.Kind
	if d.IsDigimon() {
		kind = Digimon
	}
	return r.matches(kind, d.Colors, d.Level, d.NameList(), d.TraitList(), o.Top().Data)
}

func (r *CardReq) matches(kind Kind, colors Colors, level int, names, traits []string, printed *CardData) bool {
	if len(r.Kinds) > 0 && !hasKind(r.Kinds, kind) {
		return false
	}
	if r.Colors != 0 && colors&r.Colors == 0 {
		return false
	}
	if r.Level != 0 && level != r.Level {
		return false
	}
	if r.LevelMin != 0 && (level == 0 || level < r.LevelMin) {
		return false
	}
	if r.LevelMax != 0 && (level == 0 || level > r.LevelMax) {
		return false
	}
	if len(r.Names) > 0 && !anyOf(r.Names, names, func(a, b string) bool { return a == b }) {
		return false
	}
	if len(r.NameHas) > 0 && !anyOf(r.NameHas, names, func(part, name string) bool { return strings.Contains(name, part) }) &&
		!printedNameHas(r.NameHas, printed) {
		return false
	}
	if len(r.Traits) > 0 && !anyOf(r.Traits, traits, SameTrait) {
		return false
	}
	if len(r.TraitHas) > 0 && !slices.ContainsFunc(r.TraitHas, func(part string) bool { return traitPartIn(traits, part) }) {
		return false
	}
	if len(r.TextHas) > 0 && !anyInText(r.TextHas, printed) {
		return false
	}
	if len(r.Or) > 0 {
		ok := false
		for i := range r.Or {
			if r.Or[i].matches(kind, colors, level, names, traits, printed) {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

func hasKind(kinds []Kind, k Kind) bool {
	for _, x := range kinds {
		if x == k {
			return true
		}
	}
	return false
}

func anyOf(want, have []string, eq func(want, have string) bool) bool {
	for _, w := range want {
		for _, h := range have {
			if eq(w, h) {
				return true
			}
		}
	}
	return false
}

// printedNameHas: one of the parts is in a name the card's [Rule] gives it ("treated as
// having [Leomon]", Q2087).
func printedNameHas(parts []string, printed *CardData) bool {
	for _, part := range parts {
		if printed != nil && printed.NameHas(part) {
			return true
		}
	}
	return false
}
