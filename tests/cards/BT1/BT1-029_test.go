package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-029 Gabumon — [On Play] Trigger <Draw 1>.

// TestGabumonOnPlay: played, its player draws 1.
func TestGabumonOnPlay(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(meA, 3)
	tb.Hand(meA, "BT1-029")
	tb.Run(cardtest.Play("BT1-029"))
	if hand := handA(tb, meA); len(hand) != 1 || hand[0] != "ST1-04" || countA(tb, "BT1-029") != 1 {
		t.Errorf("hand %v, %d activations; want the deck's top card, 1", hand, countA(tb, "BT1-029"))
	}
}
