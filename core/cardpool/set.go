package cardpool

import (
	"fmt"
	"sort"

	"github.com/dcg-engine/dcg/core"
)

// Set is one card set as stored in cards/<SET>/<SET>.yaml.
type Set struct {
	Code  string // set code, the folder name: "BT1", "ST1", "P"
	Name  string // optional human name of the set
	Cards []*core.CardData
}

// Sort puts the cards in natural card-number order (BT1-002 < BT1-010).
func (s *Set) Sort() {
	sort.SliceStable(s.Cards, func(i, j int) bool { return NaturalLess(s.Cards[i].Number, s.Cards[j].Number) })
}

// FieldError says where a set file is wrong: file, line, card and field.
type FieldError struct {
	File  string // path of the set file as the pool names it, e.g. cards/BT1/BT1.yaml
	Line  int    // 1-based; 0 if unknown
	Card  string // card number, if the error is inside a card
	Field string // field path, e.g. colors or digivolve[1].cost
	Err   error
}

func (e *FieldError) Error() string {
	s := e.File
	if e.Line > 0 {
		s += fmt.Sprintf(":%d", e.Line)
	}
	s += ": "
	if e.Card != "" {
		s += "card " + e.Card + ": "
	}
	if e.Field != "" {
		s += fmt.Sprintf("field %q: ", e.Field)
	}
	return s + e.Err.Error()
}

func (e *FieldError) Unwrap() error { return e.Err }
