package deck

import (
	"fmt"
	"sort"
	"time"
)

// Format is a tournament regulation on a given day: which cards are banned or
// restricted (ver. 1.0 5-1-2). Validate with a nil *Format is casual play, where only
// the construction rules (1-4-1) apply.
type Format struct {
	Name string    // e.g. "standard"
	AsOf time.Time // the day the list is taken from

	limits map[string]Limit // by card number
}

// Limit is what a Format says about one card.
type Limit struct {
	Card   string // card number
	Name   string // card name, as the list gives it
	Status Status
	Count  int       // copies allowed when Restricted
	Since  time.Time // the date of the event that set it
}

// Limit returns what f says about a card number, if anything.
func (f *Format) Limit(number string) (Limit, bool) {
	l, ok := f.limits[number]
	return l, ok
}

// Limits returns every card on the list, by card number.
func (f *Format) Limits() []Limit {
	out := make([]Limit, 0, len(f.limits))
	for _, l := range f.limits {
		out = append(out, l)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Card < out[j].Card })
	return out
}

// String names the format and its day, as messages show it:
// `format "standard" as of 2026-11-21`.
func (f *Format) String() string {
	return fmt.Sprintf("format %q as of %s", f.Name, f.AsOf.Format(dateLayout))
}
