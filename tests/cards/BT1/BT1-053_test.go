package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-053 Darcmon — [Your Turn] When you play a level 3 yellow Digimon, if this Digimon
// is suspended, trigger <Draw 1>.

// TestDarcmonPlayYellowLevel3: suspended Darcmon: playing a level 3 yellow Digimon
// draws 1; a level 3 red one, or a yellow one while Darcmon is unsuspended, nothing.
func TestDarcmonPlayYellowLevel3(t *testing.T) {
	for _, tc := range []struct {
		name      string
		play      string
		suspended bool
		draws     int
	}{
		{"yellow Lv.3, suspended", "BT1-045", true, 1},
		{"red Lv.3, suspended", "BT1-009", true, 0},
		{"yellow Lv.4, suspended", "BT1-051", true, 0},
		{"yellow Lv.3, unsuspended", "BT1-045", false, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := cardtest.New(t)
			tb.Memory(meA, 5)
			darc := tb.Battle(meA, "BT1-053")
			if tc.suspended {
				suspendA(tb, darc)
			}
			tb.Hand(meA, tc.play)
			tb.Run(cardtest.Play(tc.play))
			if n, hand := countA(tb, "BT1-053"), len(handA(tb, meA)); n != tc.draws || hand != tc.draws {
				t.Errorf("%d activations, %d cards in hand; want %d", n, hand, tc.draws)
			}
		})
	}
}
