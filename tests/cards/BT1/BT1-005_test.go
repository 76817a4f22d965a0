package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-005 Kyaromon — Inherited: [Your Turn] While you have 6 or more security cards,
// this Digimon gets +2000 DP.

// TestKyaromonInherited: +2000 DP with 6 security cards, not with 5 (the opponent's
// security does not count), not in the opponent's turn.
func TestKyaromonInherited(t *testing.T) {
	tb := cardtest.New(t)
	tsuka := tb.Battle(meA, "BT1-005", "BT1-045") // 3000
	tb.Security(meA, "ST1-04", "ST1-04", "ST1-04", "ST1-04", "ST1-04")
	tb.Security(oppA, "ST1-04", "ST1-04", "ST1-04", "ST1-04", "ST1-04", "ST1-04")
	if got := tb.DP(tsuka); got != 3000 {
		t.Errorf("with 5 security cards: %d DP; want 3000", got)
	}
	tb.Security(meA, "ST1-04")
	if got := tb.DP(tsuka); got != 5000 {
		t.Errorf("with 6 security cards: %d DP; want 5000", got)
	}
	tb.Run(cardtest.Pass())
	if got := tb.DP(tsuka); got != 3000 {
		t.Errorf("in the opponent's turn: %d DP; want 3000", got)
	}
}
