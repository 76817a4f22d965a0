package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-036 Garurumon — [On Play] Unsuspend 1 of your Digimon.

// TestGarurumonOnPlay: played, it unsuspends 1 of its player's Digimon — the opponent's
// are not offered.
func TestGarurumonOnPlay(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(meA, 6)
	tired := tb.Battle(meA, "BT1-037")
	suspendA(tb, tired)
	opp := tb.Battle(oppA, "ST1-04")
	suspendA(tb, opp)
	tb.Hand(meA, "BT1-036")
	tb.Run(cardtest.Play("BT1-036"), cardtest.Select(tired).By(meA))
	offered := offeredObjectsA(firstChoiceA(t, tb))
	if offered[opp] || !offered[tired] {
		t.Errorf("offered %v; want p1's Digimon only", offered)
	}
	if tired.Suspended || !opp.Suspended {
		t.Errorf("suspended after: p1's Gorillamon %v, p2's Dracomon %v; want false, true", tired.Suspended, opp.Suspended)
	}
}
