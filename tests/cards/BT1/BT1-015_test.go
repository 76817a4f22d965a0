package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-015 Greymon — Inherited: [Your Turn] This Digimon gets +2000 DP.

// TestGreymonInherited: +2000 DP under a Digimon in its player's turn, not in the
// opponent's; Greymon on top has its printed 4000.
func TestGreymonInherited(t *testing.T) {
	tb := cardtest.New(t)
	metal := tb.Battle(meA, "BT1-015", "BT1-024") // MetalTyrannomon 10000
	grey := tb.Battle(meA, "BT1-009", "BT1-015")
	if got := tb.DP(metal); got != 12000 {
		t.Errorf("your turn: %d DP; want 12000", got)
	}
	if got := tb.DP(grey); got != 4000 {
		t.Errorf("Greymon on top: %d DP; want 4000", got)
	}
	tb.Run(cardtest.Pass())
	if got := tb.DP(metal); got != 10000 {
		t.Errorf("opponent's turn: %d DP; want 10000", got)
	}
}
