package cardtest

import "github.com/dcg-engine/dcg/core"

// Queries the card tests of every set ask of a bench after a run.

// ChecksMade counts the security checks (EvSecurityCheck) object o made (not Checks:
// how many it would check now).
func (b *Bench) ChecksMade(o *core.FieldObject) int {
	n := 0
	for _, e := range b.Events(core.EvSecurityCheck) {
		if e.Obj == o.ID {
			n++
		}
	}
	return n
}

// Battles returns the battles (EvBattle) o fought as the first Digimon (the attacker,
// or the checking Digimon): N is its DP minus its opponent's, Text the outcome for it.
func (b *Bench) Battles(o *core.FieldObject) []core.Event {
	var out []core.Event
	for _, e := range b.Events(core.EvBattle) {
		if e.Obj == o.ID {
			out = append(out, e)
		}
	}
	return out
}

// CanAttack reports whether the main-phase prompt the game halted at offers an attack
// by o.
func (b *Bench) CanAttack(o *core.FieldObject) bool {
	for _, c := range b.Halted().Choices {
		if c.Action == core.ActAttack && c.Obj == o {
			return true
		}
	}
	return false
}

// OfferedObjects lists the objects a choose prompt offered.
func OfferedObjects(s Seen) []*core.FieldObject {
	var out []*core.FieldObject
	for _, c := range s.Offers(func(c core.Choice) bool { return c.Action == core.ActSelect }) {
		out = append(out, c.Obj)
	}
	return out
}

// SameObjects reports whether two lists hold the same objects, in any order.
func SameObjects(a, b []*core.FieldObject) bool {
	if len(a) != len(b) {
		return false
	}
	for _, x := range a {
		found := false
		for _, y := range b {
			found = found || x == y
		}
		if !found {
			return false
		}
	}
	return true
}
