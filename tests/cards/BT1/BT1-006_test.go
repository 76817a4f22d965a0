package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-006 Cupimon — Inherited: [When Attacking] If you have 5 or more security cards,
// trigger <Draw 1>.

// TestCupimonInherited: attacking with 5 security cards draws 1; with 4 nothing.
func TestCupimonInherited(t *testing.T) {
	for _, tc := range []struct {
		security, draws int
	}{{5, 1}, {4, 0}} {
		tb := cardtest.New(t)
		tsuka := tb.Battle(meA, "BT1-006", "BT1-045")
		for i := 0; i < tc.security; i++ {
			tb.Security(meA, "ST1-04")
		}
		tb.Security(oppA, "BT1-001")
		tb.Run(cardtest.Attack(tsuka))
		if n, hand := countA(tb, "BT1-006"), len(handA(tb, meA)); n != tc.draws || hand != tc.draws {
			t.Errorf("%d security cards: %d activations, %d cards drawn; want %d", tc.security, n, hand, tc.draws)
		}
	}
}
