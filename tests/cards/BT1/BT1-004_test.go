package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-004 Wanyamon — Inherited: [Your Turn] While your opponent has 2 or more Digimon
// with no digivolution cards in play, this Digimon gets +2000 DP.

// TestWanyamonInherited: +2000 DP with 2 of the opponent's Digimon without digivolution
// cards, not with 1 (a stacked one does not count), not in the opponent's turn.
func TestWanyamonInherited(t *testing.T) {
	tb := cardtest.New(t)
	elec := tb.Battle(meA, "BT1-004", "BT1-028") // 3000
	tb.Battle(oppA, "ST1-04")
	tb.Battle(oppA, "BT1-002", "ST1-04") // has a digivolution card
	if got := tb.DP(elec); got != 3000 {
		t.Errorf("with 1 Digimon without digivolution cards: %d DP; want 3000", got)
	}
	tb.Battle(oppA, "ST1-02")
	if got := tb.DP(elec); got != 5000 {
		t.Errorf("with 2 Digimon without digivolution cards: %d DP; want 5000", got)
	}
	tb.Run(cardtest.Pass())
	if got := tb.DP(elec); got != 3000 {
		t.Errorf("in the opponent's turn: %d DP; want 3000", got)
	}
}
