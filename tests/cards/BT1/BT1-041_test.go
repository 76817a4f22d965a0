package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-041 Zudomon — [On Play] Trigger <Draw 2>.
// Inherited: [When Attacking] If your opponent has a Digimon with no digivolution cards
// in play, gain 1 memory.

// TestZudomonOnPlay: played, its player draws 2.
func TestZudomonOnPlay(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(meA, 7)
	tb.Hand(meA, "BT1-041")
	tb.Run(cardtest.Play("BT1-041"))
	if hand := handA(tb, meA); len(hand) != 2 {
		t.Errorf("hand %v; want 2 cards drawn", hand)
	}
}

// TestZudomonInherited: attacking with Zudomon under it gains 1 memory while the
// opponent has a Digimon without digivolution cards; nothing otherwise.
func TestZudomonInherited(t *testing.T) {
	for _, tc := range []struct {
		name string
		opp  []string
		gain int
	}{
		{"bare Digimon", []string{"ST1-04"}, 1},
		{"stacked Digimon", []string{"BT1-004", "ST1-04"}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := cardtest.New(t)
			tb.Memory(meA, 1)
			gori := tb.Battle(meA, "BT1-041", "BT1-042")
			tb.Battle(oppA, tc.opp...)
			tb.Security(oppA, "BT1-001")
			tb.Run(cardtest.Attack(gori))
			if m := memoryA(tb, meA); m != 1+tc.gain {
				t.Errorf("memory %d; want %d", m, 1+tc.gain)
			}
		})
	}
}
