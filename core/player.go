package core

import "fmt"

// PlayerID is 0 for the first seat (p1) and 1 for the second (p2). Which of them goes
// first is decided in setup (5-2-1-3).
type PlayerID uint8

// Opponent is the other player (4-9-3).
func (p PlayerID) Opponent() PlayerID { return 1 - p }

func (p PlayerID) String() string { return fmt.Sprintf("p%d", p+1) }

// MarshalText writes "p1" or "p2".
func (p PlayerID) MarshalText() ([]byte, error) { return []byte(p.String()), nil }

// UnmarshalText reads "p1" or "p2".
func (p *PlayerID) UnmarshalText(b []byte) error {
	switch string(b) {
	case "p1":
		*p = 0
	case "p2":
		*p = 1
	default:
		return fmt.Errorf("unknown player %q (want p1 or p2)", b)
	}
	return nil
}

// Player holds one player's zones. Ordered zones keep their top card last, so drawing
// and stacking are appends and pops.
type Player struct {
	ID       PlayerID
	Deck     []*Card        // 3-2; top = last
	EggDeck  []*Card        // 3-3; top = last
	Hand     []*Card        // 3-5
	Security []*Card        // 3-7; top = last
	Trash    []*Card        // 3-6; most recent last
	Breeding *FieldObject   // 3-4-5; at most one (3-4-5-2)
	Battle   []*FieldObject // 3-4-6; in the order they were placed
	Limbo    []*Card        // cards of this player in no area (9-1-4, 13-1-5)

	// Redrew is set once the player has redrawn the opening hand (5-2-1-4).
	Redrew bool
	agent  Agent
}

// FieldObjects returns the player's objects on the field: the breeding area first,
// then the battle area.
func (p *Player) FieldObjects() []*FieldObject {
	out := make([]*FieldObject, 0, len(p.Battle)+1)
	if p.Breeding != nil {
		out = append(out, p.Breeding)
	}
	return append(out, p.Battle...)
}

// eachOnField yields what FieldObjects returns, in the same order, without making a slice
// (the rules that look at every object do so after every action).
func (p *Player) eachOnField(yield func(*FieldObject) bool) {
	if p.Breeding != nil && !yield(p.Breeding) {
		return
	}
	for _, o := range p.Battle {
		if !yield(o) {
			return
		}
	}
}
