package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-055 Angemon — [On Play] 1 of your opponent's Digimon gets -3000 DP for the turn.

// TestAngemonOnPlay: played, it gives 1 of the opponent's Digimon (its player's own are
// not offered) -3000 DP for the turn.
func TestAngemonOnPlay(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(meA, 5)
	mine := tb.Battle(meA, "ST1-08")
	garuda := tb.Battle(oppA, "ST1-08")
	tb.Hand(meA, "BT1-055")
	tb.Run(cardtest.Play("BT1-055"), cardtest.Select(garuda).By(meA))
	if offered := offeredObjectsA(firstChoiceA(t, tb)); offered[mine] || !offered[garuda] {
		t.Errorf("offered %v; want the opponent's Digimon only", offered)
	}
	if got := tb.DP(garuda); got != 4000 {
		t.Errorf("Garudamon: %d DP; want 4000", got)
	}
	tb.Run(cardtest.Pass())
	if got := tb.DP(garuda); got != 7000 {
		t.Errorf("next turn: %d DP; want 7000", got)
	}
}
