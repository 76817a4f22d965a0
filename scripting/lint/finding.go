package lint

import (
	"cmp"
	"fmt"
	"slices"
)

// Severity is how bad a finding is.
type Severity string

const (
	// Error: the script is wrong; a game would fail on it or play the card wrongly.
	Error Severity = "error"
	// Warning: the script leaves printed text unplayed (a partly scripted card).
	Warning Severity = "warning"
)

// Finding is one thing lint found, at a place in a script.
type Finding struct {
	File     string   `json:"file"`
	Line     int      `json:"line"`
	Col      int      `json:"col"`
	Card     string   `json:"card"`
	Severity Severity `json:"severity"`
	Message  string   `json:"message"`
	// Suggest is the nearest existing name or the likely fix, when there is one:
	// "ctx:trash_top".
	Suggest string `json:"suggest,omitempty"`
}

// String is the finding as one line: file:line:col: CARD: error: message (did you mean x?).
func (f Finding) String() string {
	s := fmt.Sprintf("%s:%d:%d: %s: ", f.File, f.Line, f.Col, f.Card)
	if f.Severity == Warning {
		s += "warning: "
	}
	s += f.Message
	if f.Suggest != "" {
		s += " (did you mean " + f.Suggest + "?)"
	}
	return s
}

// sortFindings orders findings by place, then message, so output never depends on
// the order the checks ran in.
func sortFindings(fs []Finding) {
	slices.SortStableFunc(fs, func(a, b Finding) int {
		return cmp.Or(cmp.Compare(a.File, b.File), cmp.Compare(a.Line, b.Line), cmp.Compare(a.Col, b.Col),
			cmp.Compare(a.Message, b.Message))
	})
}
