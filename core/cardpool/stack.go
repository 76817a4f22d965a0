package cardpool

import (
	"errors"
	"fmt"
	"sort"

	"github.com/dcg-engine/dcg/core"
)

// Stack is card pools layered on each other: a base pool (the built-in cards/) at the
// bottom and extra folders of the same layout on top — a new set, a fan set, modded
// cards — read at run time. A Stack answers like one pool: Card, Status, Script,
// ScriptFile, Sets, SetCards, All.
//
// A card number belongs to one layer. Defining it again in a higher layer is a
// *ClashError naming both set files, unless the stack overrides: then the highest
// layer that defines the number wins, with its own script (or none) — the lower
// layer's card and script are not used at all. To change only a card's script, copy
// its entry into the higher layer's set file next to the new script.
//
// # What is parsed when
//
// The base pool stays lazy; the extra layers are parsed in full when the stack is
// made (they are small, and a mod author wants its mistakes at once). Every card
// number of the extra layers is indexed then, so a lookup checks that index first and
// falls back to the base pool, which parses only the set the number asks for.
//
// Clashes between extra layers are all found at start-up: both sides are parsed.
// Clashes with the base pool are checked by prefix: for a card BT1-010 of a layer
// only the base's set BT1 is parsed (if it has one) and searched. A new set (FAN1)
// parses no base set at all, a mod of three BT1 cards parses BT1 only, and with
// override nothing of the base is parsed at start-up (there is nothing to refuse).
// The prefix check is complete for a base pool whose cards are all filed in the set
// their number names — the built-in pool is (a test checks it). A card filed in
// another set (BT2-001 in P/) is checked when that set is read: SetCards and All fail
// with the clash then.
//
// A Stack is safe for concurrent use; its *core.CardData are shared and read-only.
type Stack struct {
	layers   []*Pool // the base first
	override bool
	top      map[string]layerCard // card number → the extra layers' card that wins
	order    []string             // set codes of every layer, natural order
	keywords func(core.Keyword) bool
}

// SetKeywords tells every layer which keyword effects have scripts (Pool.SetKeywords).
func (s *Stack) SetKeywords(has func(core.Keyword) bool) {
	s.keywords = has
	for _, p := range s.layers {
		p.SetKeywords(has)
	}
}

// layerCard is a card of an extra layer and where it is filed.
type layerCard struct {
	layer int // index in Stack.layers, ≥ 1
	set   *setState
	card  *core.CardData
}

var _ core.CardLookup = (*Stack)(nil)

// ClashError is a card number defined in two layers (or in two sets of one layer).
type ClashError struct {
	Number    string
	File      string // the set file of the higher layer (or the later set)
	Line      int    // the card's line in File; 0 if unknown
	OtherFile string // the set file that already defines the number
	OtherLine int
}

func (e *ClashError) Error() string {
	return fmt.Sprintf("%s: card %s is also defined in %s", fileLine(e.File, e.Line), e.Number, fileLine(e.OtherFile, e.OtherLine))
}

func fileLine(file string, line int) string {
	if line > 0 {
		return fmt.Sprintf("%s:%d", file, line)
	}
	return file
}

// Layered stacks the extra pools on base, later ones higher. It fails with every
// problem found (joined): a set of an extra layer that does not load, a card number
// in two layers when override is false, a base set the clash check could not read.
func Layered(base *Pool, override bool, extra ...*Pool) (*Stack, error) {
	s, problems := NewStack(base, override, extra...)
	if len(problems) > 0 {
		return nil, errors.Join(problems...)
	}
	return s, nil
}

// NewStack is Layered for a checker (dcg cards lint): it always returns the stack,
// made of whatever loaded, along with the problems Layered would fail with. Where
// two layers clash, the higher one's card is used.
func NewStack(base *Pool, override bool, extra ...*Pool) (*Stack, []error) {
	s := &Stack{layers: append([]*Pool{base}, extra...), override: override, top: make(map[string]layerCard)}
	var problems []error
	seenSet := make(map[string]bool)
	for li, p := range s.layers {
		for _, code := range p.order {
			if !seenSet[code] {
				seenSet[code] = true
				s.order = append(s.order, code)
			}
		}
		if li == 0 {
			continue
		}
		p.loadAll()
		for _, code := range p.order {
			st := p.sets[code]
			if err := p.load(st); err != nil {
				problems = append(problems, err)
				continue
			}
			for _, c := range st.cards {
				prev, dup := s.top[c.Number]
				if dup && (prev.layer == li || !override) {
					problems = append(problems, s.clash(li, st, c.Number, prev.layer, prev.set))
				}
				if dup && prev.layer == li {
					continue // two sets of one pool: the first keeps it, as in Pool.Card
				}
				s.top[c.Number] = layerCard{layer: li, set: st, card: c}
			}
		}
	}
	sort.Slice(s.order, func(i, j int) bool { return NaturalLess(s.order[i], s.order[j]) })
	if !override {
		problems = append(problems, s.checkBase()...)
	}
	return s, problems
}

// checkBase looks for every extra card number in the base set its prefix names.
func (s *Stack) checkBase() []error {
	base := s.layers[0]
	numbers := make([]string, 0, len(s.top))
	for n := range s.top {
		numbers = append(numbers, n)
	}
	sort.Slice(numbers, func(i, j int) bool { return NaturalLess(numbers[i], numbers[j]) })
	var problems []error
	broken := make(map[*setState]bool)
	for _, n := range numbers {
		home := base.sets[setOf(n)]
		if home == nil || broken[home] {
			continue
		}
		if err := base.load(home); err != nil {
			broken[home] = true
			problems = append(problems, fmt.Errorf("%w (needed to check the extra sets' card numbers against it)", err))
			continue
		}
		if home.byNum[n] != nil {
			lc := s.top[n]
			problems = append(problems, s.clash(lc.layer, lc.set, n, 0, home))
		}
	}
	return problems
}

func (s *Stack) clash(li int, st *setState, number string, otherLayer int, other *setState) *ClashError {
	p, q := s.layers[li], s.layers[otherLayer]
	return &ClashError{Number: number, File: p.file(st.code), Line: st.lines[number],
		OtherFile: q.file(other.code), OtherLine: other.lines[number]}
}

// Layers returns the pools of the stack, the base first.
func (s *Stack) Layers() []*Pool { return append([]*Pool(nil), s.layers...) }

// Override reports whether higher layers may redefine card numbers.
func (s *Stack) Override() bool { return s.override }

// Base is the bottom pool.
func (s *Stack) Base() *Pool { return s.layers[0] }

// Sets returns the set codes of every layer in natural order; a set folder in several
// layers (a mod adding cards to BT1) is one set.
func (s *Stack) Sets() []string { return append([]string(nil), s.order...) }

// HasSet reports whether a layer has a set folder with this code.
func (s *Stack) HasSet(code string) bool {
	for _, p := range s.layers {
		if p.HasSet(code) {
			return true
		}
	}
	return false
}

// Card implements core.CardLookup: the card of the highest layer that defines the
// number.
func (s *Stack) Card(number string) (*core.CardData, error) {
	if lc, ok := s.top[number]; ok {
		return lc.card, nil
	}
	return s.layers[0].Card(number)
}

// Status reports a card's status in the layer its card comes from.
func (s *Stack) Status(number string) (Status, error) {
	if lc, ok := s.top[number]; ok {
		return status(lc.card, lc.set, s.keywords), nil
	}
	return s.layers[0].Status(number)
}

// Script returns the card's script from the layer its card comes from.
func (s *Stack) Script(number string) (src []byte, ok bool) {
	_, src, ok = s.ScriptFile(number)
	return src, ok
}

// ScriptFile is Script with the script's display path, e.g. mods/FAN1/FAN1-001.lua.
func (s *Stack) ScriptFile(number string) (file string, src []byte, ok bool) {
	if lc, ok := s.top[number]; ok {
		return s.layers[lc.layer].scriptOf(lc.card, lc.set)
	}
	return s.layers[0].ScriptFile(number)
}

// SetCards returns the cards filed in a set in any layer, in natural order, leaving
// out those a higher layer redefines (they are listed with the set they are filed in
// there). Without override, a base card redefined above is a *ClashError.
func (s *Stack) SetCards(code string) ([]*core.CardData, error) {
	var out []*core.CardData
	found := false
	for li, p := range s.layers {
		st := p.sets[code]
		if st == nil {
			continue
		}
		found = true
		if err := p.load(st); err != nil {
			return nil, err
		}
		for _, c := range st.cards {
			if lc, ok := s.top[c.Number]; ok && lc.card != c {
				if li == 0 && !s.override {
					return nil, s.clash(lc.layer, lc.set, c.Number, 0, st)
				}
				continue
			}
			out = append(out, c)
		}
	}
	if !found {
		return nil, fmt.Errorf("unknown set %q", code)
	}
	sort.SliceStable(out, func(i, j int) bool { return NaturalLess(out[i].Number, out[j].Number) })
	return out, nil
}

// All returns every card of the stack once, sets in natural order. It fails on a set
// that does not load, a number twice in one layer, and (without override) a number
// in two layers.
func (s *Stack) All() ([]*core.CardData, error) {
	for _, p := range s.layers {
		if _, err := p.All(); err != nil {
			return nil, err
		}
	}
	var out []*core.CardData
	for _, code := range s.order {
		cs, err := s.SetCards(code)
		if err != nil {
			return nil, err
		}
		out = append(out, cs...)
	}
	return out, nil
}
