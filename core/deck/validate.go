package deck

import "fmt"

// The sizes the construction rules fix.
const (
	MainSize   = 50 // 1-4-1-2-1: exactly
	MaxEggSize = 5  // 1-4-1-3-1: 0 to 5
)

// Validate reports everything that keeps the deck from being played: the rows Parse
// could not read, then the construction rules of ver. 3.6 (1-4-1), and, when f is not
// nil, f's bans and restrictions (ver. 1.0 5-1-2). It returns nil or an Errors.
//
// Each card error names the row where the card breaks the rule: for too many copies,
// the row whose copies go over the limit. The deck sizes are not checked while rows
// are unread, since the missing cards would make the counts wrong.
func (d *Deck) Validate(f *Format) error {
	errs := append(Errors(nil), d.parseErrs...)
	fail := func(e Entry, name, reason string, args ...any) {
		errs = append(errs, &Error{File: d.Source, Line: e.Line, Element: e.Element, Card: e.Card.Number, Name: name,
			Reason: fmt.Sprintf(reason, args...)})
	}

	entries := d.entries()
	total := map[string]int{} // copies of each card number in the whole list (2-11-1)
	for _, e := range entries {
		total[e.Card.Number] += e.Count
	}
	seen := map[string]int{}
	for _, e := range entries {
		c := e.Card
		// 2-2-3 … 2-2-6: Digi-Eggs make up the Digi-Egg deck, the other kinds the deck.
		switch {
		case e.Section == MainSection && !c.Kind.InMainDeck():
			fail(e, c.Name, "a Digi-Egg listed in the main deck; Digi-Eggs go in the Digi-Egg deck (2-2-3)")
		case e.Section == EggSection && c.Kind.InMainDeck():
			fail(e, c.Name, "a %s card listed in the Digi-Egg deck; the Digi-Egg deck holds only Digi-Eggs (2-2-3)", c.Kind)
		}

		before := seen[c.Number]
		seen[c.Number] += e.Count
		limit, rule := c.Copies(), "1-4-1-2-2" // the card's own rule may allow more (2-3-5)
		if !c.Kind.InMainDeck() {
			rule = "1-4-1-3-2"
		}
		if f != nil {
			if l, ok := f.Limit(c.Number); ok {
				switch {
				case l.Status == Banned && before == 0:
					fail(e, c.Name, "banned (%s)", f)
					continue
				case l.Status == Banned:
					continue
				case l.Status == Restricted && l.Count < limit:
					if before <= l.Count && seen[c.Number] > l.Count {
						fail(e, c.Name, "%d copies; restricted to %d (%s)", total[c.Number], l.Count, f)
					}
					continue
				}
			}
		}
		if before <= limit && seen[c.Number] > limit {
			fail(e, "", "%d copies; at most %d allowed (%s)", total[c.Number], limit, rule)
		}
	}

	if d.unread == 0 {
		if n := len(d.Main); n != MainSize {
			errs = append(errs, &Error{File: d.Source, Reason: fmt.Sprintf("main deck has %d %s; it must have exactly %d (1-4-1-2-1)", n, cardsWord(n), MainSize)})
		}
		if n := len(d.Eggs); n > MaxEggSize {
			errs = append(errs, &Error{File: d.Source, Reason: fmt.Sprintf("Digi-Egg deck has %d cards; it may have at most %d (1-4-1-3-1)", n, MaxEggSize)})
		}
	}
	return errs.sorted().err()
}

func cardsWord(n int) string {
	if n == 1 {
		return "card"
	}
	return "cards"
}
