package deck

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"unicode"

	"github.com/dcg-engine/dcg/core"
)

// Parse reads a deck list in any of the supported formats (see the package comment),
// looking every card number up in lookup. source names the list in errors.
//
// It returns the deck even when some rows could not be read, together with an Errors
// listing those rows; Validate reports them again with the rule errors, so a caller
// that validates may look at Validate's error alone.
func Parse(source string, data []byte, lookup core.CardLookup) (*Deck, error) {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")) // a UTF-8 byte order mark
	r := &reader{deck: &Deck{Name: stem(source), Source: source}, lookup: lookup}
	if t := bytes.TrimLeftFunc(data, unicode.IsSpace); len(t) > 0 && t[0] == '[' {
		r.readTTS(data)
	} else {
		r.readText(data)
	}
	r.deck.parseErrs = r.errs.sorted()
	return r.deck, r.deck.parseErrs.err()
}

// reader collects the rows of one list and the problems found reading it.
type reader struct {
	deck   *Deck
	lookup core.CardLookup
	errs   Errors
}

// fail records a problem at a row.
func (r *reader) fail(line, element int, card string, reason string, args ...any) *Error {
	e := &Error{File: r.deck.Source, Line: line, Element: element, Card: card, Reason: fmt.Sprintf(reason, args...)}
	r.errs = append(r.errs, e)
	return e
}

// addRow looks a row's card up and adds it. listedName is the name written on the
// row, if any: a name that is not the card's is an error, since it usually means a
// mistyped number.
func (r *reader) addRow(line, element int, number string, count int, listedName string, section Section) {
	card, err := r.lookup.Card(number)
	if err != nil {
		r.deck.unread++
		var unknown *core.UnknownCardError
		if errors.As(err, &unknown) {
			r.fail(line, element, number, "unknown card number").quote = true
		} else {
			r.fail(line, element, number, "%v", err)
		}
		return
	}
	if listedName != "" && !sameName(listedName, card) {
		r.fail(line, element, number, "the card is %s, not %q", card.Name, listedName)
	}
	r.deck.add(Entry{Card: card, Count: count, Line: line, Element: element, Section: section})
}

// sameName reports whether a name written in a list means the card's printed name.
// Deck sites spell names a little differently ("Metal Garurumon", "T.K. Takaishi",
// "Myotismon ACE" for an ACE card), so case, spaces and punctuation do not count.
func sameName(listed string, card *core.CardData) bool {
	l, n := foldName(listed), foldName(card.Name)
	return l == n || card.Ace && l == n+"ace"
}

// foldName keeps only the letters and digits of a name, lower-cased.
func foldName(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return unicode.ToLower(r)
		}
		return -1
	}, s)
}
