package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-033 Dolphmon — Inherited: [Your Turn] While your opponent has a Digimon with no
// digivolution cards in play, this Digimon gets +1000 DP.

// TestDolphmonInherited: +1000 DP while the opponent has a Digimon without digivolution
// cards, not while all of theirs have some, not in the opponent's turn.
func TestDolphmonInherited(t *testing.T) {
	tb := cardtest.New(t)
	gori := tb.Battle(meA, "BT1-033", "BT1-037") // Gorillamon 6000
	tb.Battle(oppA, "BT1-002", "ST1-04")
	if got := tb.DP(gori); got != 6000 {
		t.Errorf("every Digimon of the opponent stacked: %d DP; want 6000", got)
	}
	tb.Battle(oppA, "ST1-04")
	if got := tb.DP(gori); got != 7000 {
		t.Errorf("one without digivolution cards: %d DP; want 7000", got)
	}
	tb.Run(cardtest.Pass())
	if got := tb.DP(gori); got != 6000 {
		t.Errorf("in the opponent's turn: %d DP; want 6000", got)
	}
}
