package deck

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Error is one problem with a deck list: where it is and why.
type Error struct {
	File    string // the deck file, or a built-in deck's file name
	Line    int    // 1-based line of the row at fault; 0 for whole-deck problems
	Element int    // for a TTS array, the 1-based element at fault; 0 otherwise
	Card    string // the card number at fault as listed; "" if none
	Name    string // the card's name where the message shows it; may be ""
	Reason  string

	quote bool // show Card quoted: it is not a number the pool knows
}

// Error formats the problem as "FILE:LINE: [element N: ]CARD: REASON", dropping the
// parts that do not apply, like a compiler's message.
func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString(e.File)
	if e.File == "" {
		b.WriteString("deck")
	}
	if e.Line > 0 {
		b.WriteString(":" + strconv.Itoa(e.Line))
	}
	b.WriteString(": ")
	if e.Element > 0 {
		fmt.Fprintf(&b, "element %d: ", e.Element)
	}
	if e.Card != "" {
		if e.quote {
			b.WriteString(strconv.Quote(e.Card))
		} else {
			b.WriteString(e.Card)
		}
		if e.Name != "" {
			b.WriteString(" " + e.Name)
		}
		b.WriteString(": ")
	}
	b.WriteString(e.Reason)
	return b.String()
}

// Errors is every problem found with a deck, in the order of the list, whole-deck
// problems last.
type Errors []*Error

// Error lists the problems one per line.
func (es Errors) Error() string {
	lines := make([]string, len(es))
	for i, e := range es {
		lines[i] = e.Error()
	}
	return strings.Join(lines, "\n")
}

// Unwrap lets errors.As find each *Error.
func (es Errors) Unwrap() []error {
	out := make([]error, len(es))
	for i, e := range es {
		out[i] = e
	}
	return out
}

// err returns es as an error, or nil when there is no problem (so that a nil Errors
// never becomes a non-nil error).
func (es Errors) err() error {
	if len(es) == 0 {
		return nil
	}
	return es
}

// sorted returns the problems in listing order: by line and element, whole-deck
// problems (no line) last; problems of one row keep the order they were found in.
func (es Errors) sorted() Errors {
	out := append(Errors(nil), es...)
	key := func(e *Error) (bool, int, int) { return e.Line == 0 && e.Element == 0, e.Line, e.Element }
	sort.SliceStable(out, func(i, j int) bool {
		wi, li, ei := key(out[i])
		wj, lj, ej := key(out[j])
		if wi != wj {
			return !wi
		}
		if li != lj {
			return li < lj
		}
		return ei < ej
	})
	return out
}
