package core

import (
	"fmt"
	"strings"
)

// FieldObject is one Digimon or Tamer on the field (or a Security Digimon in battle):
// a stack of cards — the top card and the digivolution cards under it (4-5, 4-6) — with
// its link cards (4-7) and its suspended state (4-11).
//
// ID is the object's identity. Digivolving keeps it (8-1-2-3); becoming a new card
// gives a new one (3-1-3-1), which is what makes pending effects, targets and
// [X Per Turn] counts of the old object lapse (15-4-4-3, 15-11-1-2, 15-14-1-4).
type FieldObject struct {
	ID        int
	Owner     PlayerID
	Cards     []*Card // bottom first; the top card is last (4-5-3: the order never changes)
	Links     []*Card // link cards, first linked first (4-7-3)
	Suspended bool    // 4-11-1-2
	Zone      Zone    // ZoneBreeding or ZoneBattle; ZoneNone for a Security Digimon (4-4)

	// PlayedTurn is the turn number in which the object was played (7-1-2-1), or 0.
	PlayedTurn int
	// NoOnPlay: the effect that played it said its [On Play] effects don't activate
	// (PlayOptions.NoOnPlay): they do not trigger on its play.
	NoOnPlay bool
	// Materials is how many cards DigiXros or Assembly placed under it when it was
	// played ("if DigiXros was done", "with 2 cards", 7-2-2-9, 7-2-2-10, 7-3-2-7).
	Materials int
	// SecurityDigimon marks the card revealed by a security check while it battles (4-4-1).
	SecurityDigimon bool
	// PlacedByEffect: put on the field by an effect, which keeps an Option there from
	// the rule check (17-1-3-3, 17-1-3-4).
	PlacedByEffect bool
	// PlacedTurn is the turn number in which an effect placed it on the field, or 0
	// (<Delay> cannot be activated that turn, 16-16-3).
	PlacedTurn int

	since     uint64  // the state version it entered the field at: its effects' timestamp
	derived   Derived // the derived values computed at state version derivedAt-1
	derivedAt uint64
}

// Top is the top card, whose printed information the object has (4-5-7).
func (o *FieldObject) Top() *Card { return o.Cards[len(o.Cards)-1] }

// DigivolutionCards are the cards under the top card, bottom first (4-6-1).
func (o *FieldObject) DigivolutionCards() []*Card { return o.Cards[:len(o.Cards)-1] }

// IsDigimon reports whether the object is a Digimon: a Digimon card or a Digi-Egg card
// on the field (4-2-1, 4-2-2). Effects that add kinds come through derived values.
func (o *FieldObject) IsDigimon() bool {
	k := o.Top().Data.Kind
	return k == Digimon || k == DigiEgg
}

// IsTamer reports whether the top card is a Tamer (4-3-1).
func (o *FieldObject) IsTamer() bool { return o.Top().Data.Kind == Tamer }

// CardCount is the number of cards the object holds: its stack and its link cards.
func (o *FieldObject) CardCount() int { return len(o.Cards) + len(o.Links) }

func (o *FieldObject) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "#%d %s", o.ID, o.Top())
	if n := len(o.Cards) - 1; n > 0 {
		fmt.Fprintf(&b, " (+%d)", n)
	}
	if o.Suspended {
		b.WriteString(" [suspended]")
	}
	return b.String()
}
