package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-017 Birdramon — [On Play] 1 of your Digimon gains <Security Attack +1> for the turn.

// TestBirdramonOnPlay: played, it gives 1 of its player's Digimon (itself included, the
// opponent's not) <Security A. +1> for the turn: it checks 2, and 1 again next turn.
func TestBirdramonOnPlay(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(meA, 4)
	mono := tb.Battle(meA, "BT1-009")
	opp := tb.Battle(oppA, "ST1-04")
	tb.Hand(meA, "BT1-017")
	tb.Run(cardtest.Play("BT1-017"), cardtest.Select(mono).By(meA))

	offered := offeredObjectsA(firstChoiceA(t, tb))
	if len(offered) != 2 || !offered[mono] || !offered[tb.Find(meA, "BT1-017")] || offered[opp] {
		t.Errorf("offered %v; want p1's Monodramon and Birdramon", offered)
	}
	if n := tb.Checks(mono); n != 2 {
		t.Errorf("Monodramon checks %d; want 2", n)
	}
	if n := tb.Checks(tb.Find(meA, "BT1-017")); n != 1 {
		t.Errorf("Birdramon checks %d; want 1", n)
	}
	tb.Run(cardtest.Pass())
	if n := tb.Checks(mono); n != 1 {
		t.Errorf("next turn, Monodramon checks %d; want 1", n)
	}
}
