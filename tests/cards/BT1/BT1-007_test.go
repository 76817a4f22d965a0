package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-007 Tanemon — Inherited: [When Attacking] If you've digivolved this turn, this
// Digimon gets +1000 DP for the turn.

// TestTanemonInheritedAfterDigivolving: after its player digivolved another Digimon
// this turn, the Digimon with Tanemon under it gets +1000 DP when it attacks, for the
// turn.
func TestTanemonInheritedAfterDigivolving(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(meA, 5)
	mono := tb.Battle(meA, "BT1-007", "BT1-009") // 3000
	other := tb.Battle(meA, "BT1-009")
	tb.Hand(meA, "BT1-014") // Kokatorimon: red Lv.3 → 2
	tb.Security(oppA, "BT1-001")
	tb.Run(cardtest.Digivolve(other, "BT1-014"), cardtest.Attack(mono))
	if n := countA(tb, "BT1-007"); n != 1 {
		t.Fatalf("BT1-007 activated %d times; want 1", n)
	}
	if got := tb.DP(mono); got != 4000 {
		t.Errorf("after attacking: %d DP; want 4000", got)
	}
	tb.Run(cardtest.Pass())
	if got := tb.DP(mono); got != 3000 {
		t.Errorf("in the opponent's turn: %d DP; want 3000", got)
	}
}

// TestTanemonInheritedWithoutDigivolving: no digivolution this turn — none yet, or
// only in an earlier turn — and the attack gives nothing.
func TestTanemonInheritedWithoutDigivolving(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(meA, 5)
	mono := tb.Battle(meA, "BT1-007", "BT1-009")
	other := tb.Battle(meA, "BT1-009")
	tb.Hand(meA, "BT1-014")
	tb.Security(oppA, "BT1-001", "BT1-001")
	tb.Run(cardtest.Attack(mono))
	if n := countA(tb, "BT1-007"); n != 0 || tb.DP(mono) != 3000 {
		t.Fatalf("no digivolution yet: %d activations, %d DP; want none, 3000", n, tb.DP(mono))
	}
	tb.Run(cardtest.Digivolve(other, "BT1-014"))
	passTurnsA(tb)
	tb.Run(cardtest.Attack(mono))
	if n := countA(tb, "BT1-007"); n != 0 {
		t.Errorf("digivolved in an earlier turn only: %d activations; want none", n)
	}
}
