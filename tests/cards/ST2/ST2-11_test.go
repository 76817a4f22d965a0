package st2

import (
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// ST2-11 MetalGarurumon — [When Attacking][Once Per Turn] Unsuspend this Digimon.

// TestMetalGarurumonUnsuspendsOncePerTurn: MetalGarurumon attacks and unsuspends at
// once, so it can attack again in the same turn; after the second attack it stays
// suspended. In its player's next turn it unsuspends again when attacking.
func TestMetalGarurumonUnsuspendsOncePerTurn(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(p1, 3)
	mg := tb.Battle(p1, "ST2-11")
	tb.Security(p2, "ST1-02", "ST1-02", "ST1-02", "ST1-02")

	tb.Run(cardtest.Attack(mg))
	if got := tb.Activations("ST2-11"); len(got) != 1 || got[0].Text != "[When Attacking]" {
		t.Fatalf("activations of ST2-11: %+v; want one [When Attacking]", got)
	}
	if mg.Suspended {
		t.Fatalf("MetalGarurumon is suspended after its first attack; want unsuspended")
	}
	tb.Run(cardtest.Attack(mg))
	if got := tb.Activations("ST2-11"); len(got) != 1 {
		t.Errorf("activations of ST2-11 after the second attack: %d; want still 1 (once per turn)", len(got))
	}
	if !mg.Suspended {
		t.Errorf("MetalGarurumon is unsuspended after its second attack of the turn")
	}
	if n := tb.ChecksMade(mg); n != 2 {
		t.Errorf("it checked %d security cards; want 2 (two attacks)", n)
	}

	// p1's next turn: the count starts again.
	tb.Run(cardtest.Pass(), cardtest.Pass().By(p2),
		cardtest.Attack(mg))
	if got := tb.Activations("ST2-11"); len(got) != 2 {
		t.Errorf("activations of ST2-11 in p1's next turn: %d in all; want 2", len(got))
	}
	if mg.Suspended {
		t.Errorf("MetalGarurumon is suspended after its first attack of the next turn")
	}
}
