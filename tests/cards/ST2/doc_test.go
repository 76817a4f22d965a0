// Package st2 tests the cards of ST2 (Starter Deck Cocytus Blue), one file per card
// named after its number (so that the card pool's status table counts it as tested):
// the scripted cards and, with a shorter test each, the vanilla ones.
//
// Each test builds a board with cardtest, drives the engine through the card's
// timing (playing, using, digivolving, attacking, blocking, security checks) and
// asserts what the printed text — quoted at the top of each file — says.
package st2

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

const (
	p1 = cardtest.P1
	p2 = cardtest.P2
)

func isSelect(c core.Choice) bool { return c.Action == core.ActSelect }

// checks counts the security checks (EvSecurityCheck) made by object o.
func checks(tb *cardtest.Bench, o *core.FieldObject) int {
	n := 0
	for _, e := range tb.Events(core.EvSecurityCheck) {
		if e.Obj == o.ID {
			n++
		}
	}
	return n
}

// battles returns the battles (EvBattle) o fought as the first Digimon (the attacker,
// or the checking Digimon): N is its DP minus its opponent's, Text the outcome for it.
func battles(tb *cardtest.Bench, o *core.FieldObject) []core.Event {
	var out []core.Event
	for _, e := range tb.Events(core.EvBattle) {
		if e.Obj == o.ID {
			out = append(out, e)
		}
	}
	return out
}

// offered lists the objects a choose prompt offered.
func offered(s cardtest.Seen) []*core.FieldObject {
	var out []*core.FieldObject
	for _, c := range s.Offers(isSelect) {
		out = append(out, c.Obj)
	}
	return out
}

// sameObjects reports whether two lists hold the same objects, in any order.
func sameObjects(a, b []*core.FieldObject) bool {
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

// canAttack reports whether the main-phase prompt the game halted at offers an attack
// by o.
func canAttack(tb *cardtest.Bench, o *core.FieldObject) bool {
	for _, c := range tb.Halted().Choices {
		if c.Action == core.ActAttack && c.Obj == o {
			return true
		}
	}
	return false
}

// testVanilla is cardtest.Vanilla.
func testVanilla(t *testing.T, number string, base []string, digiCost int) {
	t.Helper()
	cardtest.Vanilla(t, number, base, digiCost)
}
