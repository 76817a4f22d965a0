package deck

import (
	"path"
	"strings"

	"github.com/dcg-engine/dcg/core"
)

// Deck is one player's deck list: the deck (1-4-1-2) and the Digi-Egg deck (1-4-1-3).
type Deck struct {
	Name   string // the list's title, or its file name without the extension
	Source string // the file it was read from, as named in errors

	// Main and Eggs hold one entry per copy, in listing order: "4 ST1-03" puts four
	// pointers to ST1-03 here. Digi-Eggs go to Eggs, every other kind to Main (2-2-3).
	Main []*core.CardData
	Eggs []*core.CardData

	// Entries are the rows of the list, in order, with where each was found, so that
	// errors can name the line of the offending card. A Deck built by hand may leave
	// it empty: Validate then treats Main and Eggs as the listing.
	Entries []Entry

	// problems found while reading the list (malformed rows, unknown numbers); Validate
	// reports them with the rule errors.
	parseErrs Errors
	// unread counts rows that could not be read or whose cards could not be looked
	// up; the deck sizes are then unknown and not checked.
	unread int
}

// Section is the part of a list a row was written under.
type Section uint8

// The sections of a list. Rows before any section comment are in NoSection.
const (
	NoSection   Section = iota
	MainSection         // under "// Main deck" and the like
	EggSection          // under "// Digi-Egg deck", "// Egg Deck" and the like
)

// Entry is one row of a list: Count copies of Card.
type Entry struct {
	Card    *core.CardData
	Count   int
	Line    int     // 1-based line of the file; 0 when unknown
	Element int     // for a TTS array, the 1-based element; 0 otherwise
	Section Section // the section it was listed under
}

// CardCount is a card and how many copies of it a deck holds.
type CardCount struct {
	Card  *core.CardData
	Count int
}

// Counts groups cards by card number (2-11-1), in order of first appearance.
func Counts(cards []*core.CardData) []CardCount {
	var out []CardCount
	at := map[string]int{}
	for _, c := range cards {
		if i, ok := at[c.Number]; ok {
			out[i].Count++
			continue
		}
		at[c.Number] = len(out)
		out = append(out, CardCount{Card: c, Count: 1})
	}
	return out
}

// MainCounts is Counts of the deck.
func (d *Deck) MainCounts() []CardCount { return Counts(d.Main) }

// EggCounts is Counts of the Digi-Egg deck.
func (d *Deck) EggCounts() []CardCount { return Counts(d.Eggs) }

// List returns the deck as the game receives it. Validate it first: the game trusts
// that it is legal.
func (d *Deck) List() core.DeckList {
	return core.DeckList{
		Name: d.Name,
		Main: append([]*core.CardData(nil), d.Main...),
		Eggs: append([]*core.CardData(nil), d.Eggs...),
	}
}

// add puts a row into the deck: its copies go to the deck its card's kind belongs to.
func (d *Deck) add(e Entry) {
	d.Entries = append(d.Entries, e)
	for i := 0; i < e.Count; i++ {
		if e.Card.Kind.InMainDeck() {
			d.Main = append(d.Main, e.Card)
		} else {
			d.Eggs = append(d.Eggs, e.Card)
		}
	}
}

// entries returns the listing Validate checks: the parsed rows, or for a deck built
// by hand, Main and Eggs as rows of one copy each, in their sections.
func (d *Deck) entries() []Entry {
	if len(d.Entries) > 0 {
		return d.Entries
	}
	out := make([]Entry, 0, len(d.Main)+len(d.Eggs))
	for _, c := range d.Eggs {
		out = append(out, Entry{Card: c, Count: 1, Section: EggSection})
	}
	for _, c := range d.Main {
		out = append(out, Entry{Card: c, Count: 1, Section: MainSection})
	}
	return out
}

// stem is a file name without its directory and extension: the default deck name.
func stem(source string) string {
	base := path.Base(strings.ReplaceAll(source, "\\", "/"))
	return strings.TrimSuffix(base, path.Ext(base))
}
