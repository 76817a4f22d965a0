package core

import (
	"sync"
	"unsafe"
)

// A card's [Rule] names and traits (2-3-5) are printed information: they never change
// during a game, but reading them means scanning the card's text. Filters read a name
// or trait of every card they look at, so the text was scanned again at every query —
// about 15% of a game of BT5-era decks. They are read once per card instead, and kept
// in a side table rather than in CardData, whose fields are all printed information
// (the pool's tests compare cards field by field).
//
// The table is shared by every game, host and worker of the process, as the cards are:
// sync.Map's reads take no lock, and it is never iterated, so no order can leak into a
// game. An entry remembers the text and traits it was read from and is read again if
// a card's data was changed after (a test or the loader editing a card in place).
var ruleTexts sync.Map // *CardData → *ruleText

// ruleText is what a card's text says about the card's own names and traits.
type ruleText struct {
	name, effect            string
	forms, attributes, typs []string

	exact, partial []string // RuleNames
	traits         []string // RuleTraits
	allTraits      []string // AllTraits: printed, then [Rule]
	names          []string // NameList: printed, then [Rule]
}

// ruleTextOf returns the card's [Rule] names and traits, read from its text the first
// time. The slices are shared: callers must not modify them (their capacity equals
// their length, so an append copies).
func (d *CardData) ruleTextOf() *ruleText {
	if v, ok := ruleTexts.Load(d); ok {
		if r := v.(*ruleText); r.readFrom(d) {
			return r
		}
	}
	r := readRuleText(d)
	ruleTexts.Store(d, r)
	return r
}

// readFrom reports whether r was read from d as it is now. The strings and slices are
// compared by identity first, so the check costs a few words.
func (r *ruleText) readFrom(d *CardData) bool {
	return r.effect == d.Effect && r.name == d.Name && sameSlice(r.forms, d.Forms) &&
		sameSlice(r.attributes, d.Attributes) && sameSlice(r.typs, d.Types)
}

// sameSlice: the same backing array and length (the card's slices are never written in
// place once the card is read).
func sameSlice(a, b []string) bool {
	return len(a) == len(b) && unsafe.SliceData(a) == unsafe.SliceData(b)
}

// readRuleText reads the card's text.
func readRuleText(d *CardData) *ruleText {
	r := &ruleText{name: d.Name, effect: d.Effect, forms: d.Forms, attributes: d.Attributes, typs: d.Types}
	r.exact, r.partial = d.readRuleNames()
	r.traits = d.readRuleTraits()
	r.allTraits = d.Traits()
	for _, t := range r.traits {
		if !anyEqual(r.allTraits, t) {
			r.allTraits = append(r.allTraits, t)
		}
	}
	r.names = append([]string{d.Name}, r.exact...)
	r.exact = fullSlice(r.exact)
	r.partial = fullSlice(r.partial)
	r.traits = fullSlice(r.traits)
	r.allTraits = fullSlice(r.allTraits)
	r.names = fullSlice(r.names)
	return r
}

// fullSlice caps a shared slice at its length, so that an append to it copies.
func fullSlice(s []string) []string { return s[:len(s):len(s)] }
