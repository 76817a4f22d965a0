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

// testVanilla is cardtest.Vanilla.
func testVanilla(t *testing.T, number string, base []string, digiCost int) {
	t.Helper()
	cardtest.Vanilla(t, number, base, digiCost)
}
