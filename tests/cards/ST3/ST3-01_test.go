package st3

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// ST3-01 Tokomon — Inherited: [Your Turn][Once Per Turn] When an opponent's Digimon is
// deleted by dropping to 0 DP, this Digimon gets +1000 DP for the turn.

// TestTokomonInheritedOnZeroDPDeletion: p1's Heaven's Charm (-2000) drops p2's Gabumon
// (2000) to 0 DP; the rules delete it (17-1-3-1), and Salamon over Tokomon gets +1000
// DP for the turn. A second such deletion in the same turn gives nothing more (once
// per turn); in p2's turn the +1000 is gone.
func TestTokomonInheritedOnZeroDPDeletion(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(p1, 5)
	salamon := tb.Battle(p1, "ST3-01", "ST3-02") // yellow: the color requirement (4-19)
	gabuA := tb.Battle(p2, "ST2-03")
	gabuB := tb.Battle(p2, "ST2-03")
	tb.Hand(p1, "ST3-14", "ST3-14")

	tb.Run(cardtest.Use("ST3-14"), cardtest.Select(gabuA).By(p1))
	if gabuA.Zone == core.ZoneBattle {
		t.Fatalf("Gabumon at 0 DP was not deleted")
	}
	if got := tb.Activations("ST3-01"); len(got) != 1 || got[0].Text != "[when deleted]" {
		t.Fatalf("activations of ST3-01: %+v; want one", got)
	}
	if dp := tb.DP(salamon); dp != 4000 {
		t.Errorf("Salamon over Tokomon: %d DP; want 4000", dp)
	}

	tb.Run(cardtest.Use("ST3-14"), cardtest.Select(gabuB).By(p1))
	if gabuB.Zone == core.ZoneBattle {
		t.Fatalf("the second Gabumon at 0 DP was not deleted")
	}
	if got := tb.Activations("ST3-01"); len(got) != 1 {
		t.Errorf("activations of ST3-01 after a second deletion: %d; want 1 (once per turn)", len(got))
	}
	if dp := tb.DP(salamon); dp != 4000 {
		t.Errorf("Salamon over Tokomon after the second deletion: %d DP; want 4000", dp)
	}

	tb.Run(cardtest.Pass())
	if dp := tb.DP(salamon); dp != 3000 {
		t.Errorf("in p2's turn: %d DP; want 3000 (for the turn only)", dp)
	}
}

// TestTokomonInheritedNotOnOtherDeletions: deleted in battle, or by an effect that
// deletes (Giga Destroyer), the opponent's Digimon does not drop to 0 DP: nothing.
func TestTokomonInheritedNotOnOtherDeletions(t *testing.T) {
	t.Run("battle", func(t *testing.T) {
		tb := cardtest.New(t)
		salamon := tb.Battle(p1, "ST3-01", "ST3-02")
		gabu := tb.Battle(p2, "ST2-03")
		gabu.Suspended = true
		tb.Run(cardtest.AttackDigimon(salamon, gabu))
		if gabu.Zone == core.ZoneBattle {
			t.Fatalf("Gabumon (2000) survived a battle with Salamon (3000)")
		}
		if got := tb.Activations("ST3-01"); len(got) != 0 {
			t.Errorf("activations of ST3-01: %+v; want none", got)
		}
	})
	t.Run("effect", func(t *testing.T) {
		tb := cardtest.New(t)
		tb.Memory(p1, 6)
		salamon := tb.Battle(p1, "ST3-01", "ST3-02")
		tb.Battle(p1, "ST1-04") // red, for Giga Destroyer
		gabu := tb.Battle(p2, "ST2-03")
		tb.Hand(p1, "ST1-15")
		tb.Run(cardtest.Use("ST1-15"), cardtest.Select(gabu).By(p1))
		if gabu.Zone == core.ZoneBattle {
			t.Fatalf("Giga Destroyer did not delete Gabumon")
		}
		if got := tb.Activations("ST3-01"); len(got) != 0 {
			t.Errorf("activations of ST3-01: %+v; want none", got)
		}
		if dp := tb.DP(salamon); dp != 3000 {
			t.Errorf("Salamon over Tokomon: %d DP; want 3000", dp)
		}
	})
}

// TestTokomonInheritedOnlyInYourTurn: in p2's turn p1's security Seven Heavens drops
// p2's attacker to 0 DP: it is deleted, but p1's Salamon over Tokomon gets nothing.
func TestTokomonInheritedOnlyInYourTurn(t *testing.T) {
	tb := cardtest.New(t)
	tb.Position().SetTurn(p2, 4, core.PhaseMain)
	tb.Memory(p2, 3)
	salamon := tb.Battle(p1, "ST3-01", "ST3-02")
	attacker := tb.Battle(p2, "ST2-04")
	tb.Security(p1, "ST3-16")
	tb.Run(cardtest.Attack(attacker), cardtest.Select(attacker).By(p1))
	if attacker.Zone == core.ZoneBattle {
		t.Fatalf("p2's attacker at 0 DP was not deleted")
	}
	if got := tb.Activations("ST3-01"); len(got) != 0 {
		t.Errorf("activations of ST3-01: %+v; want none", got)
	}
	if dp := tb.DP(salamon); dp != 3000 {
		t.Errorf("Salamon over Tokomon: %d DP; want 3000", dp)
	}
}
