package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-046 Kudamon — [When Attacking] If you have 4 or less cards in your hand, trigger
// <Draw 1>.

// TestKudamonWhenAttacking: attacking with 4 cards in hand draws 1; with 5 nothing.
func TestKudamonWhenAttacking(t *testing.T) {
	for _, tc := range []struct {
		hand  []string
		draws int
	}{
		{[]string{"BT1-009", "BT1-009", "BT1-009", "BT1-009"}, 1},
		{[]string{"BT1-009", "BT1-009", "BT1-009", "BT1-009", "BT1-009"}, 0},
	} {
		tb := cardtest.New(t)
		kuda := tb.Battle(meA, "BT1-046")
		tb.Hand(meA, tc.hand...)
		tb.Security(oppA, "BT1-001")
		tb.Run(cardtest.Attack(kuda))
		if n, hand := countA(tb, "BT1-046"), len(handA(tb, meA)); n != tc.draws || hand != len(tc.hand)+tc.draws {
			t.Errorf("%d cards in hand: %d activations, %d cards after; want %d drawn", len(tc.hand), n, hand, tc.draws)
		}
	}
}
