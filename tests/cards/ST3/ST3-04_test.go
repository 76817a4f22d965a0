package st3

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// ST3-04 Patamon — Inherited: [Your Turn][Once Per Turn] When an opponent's Digimon is
// deleted by dropping to 0 DP, gain 1 memory.

// TestPatamonInheritedOnZeroDPDeletion: p1's Heaven's Charm (-2000, cost 2) drops p2's
// Gabumon (2000) to 0 DP and the rules delete it: with Angemon over Patamon in play
// p1 gains 1 memory; a second such deletion in the same turn gains nothing (once per
// turn). Patamon on top of a Digimon gives nothing.
func TestPatamonInheritedOnZeroDPDeletion(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(p1, 5)
	tb.Battle(p1, "ST3-04", "ST3-05") // Angemon over Patamon
	tb.Battle(p1, "ST3-04")           // Patamon on top: no inherited effect
	gabuA := tb.Battle(p2, "ST2-03")
	gabuB := tb.Battle(p2, "ST2-03")
	tb.Hand(p1, "ST3-14", "ST3-14")
	g := tb.Position()

	tb.Run(cardtest.Use("ST3-14"), cardtest.Select(gabuA).By(p1))
	if gabuA.Zone == core.ZoneBattle {
		t.Fatalf("Gabumon at 0 DP was not deleted")
	}
	if got := tb.Activations("ST3-04"); len(got) != 1 {
		t.Fatalf("activations of ST3-04: %+v; want one", got)
	}
	if m := g.MemoryOf(p1); m != 5-2+1 {
		t.Errorf("memory: %d; want 4 (5, -2 for Heaven's Charm, +1)", m)
	}

	tb.Run(cardtest.Use("ST3-14"), cardtest.Select(gabuB).By(p1))
	if gabuB.Zone == core.ZoneBattle {
		t.Fatalf("the second Gabumon at 0 DP was not deleted")
	}
	if got := tb.Activations("ST3-04"); len(got) != 1 {
		t.Errorf("activations of ST3-04 after a second deletion: %d; want 1 (once per turn)", len(got))
	}
	if m := g.MemoryOf(p1); m != 2 {
		t.Errorf("memory: %d; want 2", m)
	}
}

// TestPatamonInheritedNotOnBattleDeletion: an opponent's Digimon deleted in battle did
// not drop to 0 DP: no memory.
func TestPatamonInheritedNotOnBattleDeletion(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(p1, 2)
	angemon := tb.Battle(p1, "ST3-04", "ST3-05")
	gabu := tb.Battle(p2, "ST2-03")
	gabu.Suspended = true
	tb.Run(cardtest.AttackDigimon(angemon, gabu))
	if gabu.Zone == core.ZoneBattle {
		t.Fatalf("Gabumon (2000) survived a battle with Angemon (4000)")
	}
	if got := tb.Activations("ST3-04"); len(got) != 0 {
		t.Errorf("activations of ST3-04: %+v; want none", got)
	}
	if m := tb.Position().MemoryOf(p1); m != 2 {
		t.Errorf("memory: %d; want 2", m)
	}
}

// TestPatamonInheritedOnlyInYourTurn: in p2's turn p1's security Seven Heavens drops
// p2's attacker to 0 DP; p1 gains nothing.
func TestPatamonInheritedOnlyInYourTurn(t *testing.T) {
	tb := cardtest.New(t)
	tb.Position().SetTurn(p2, 4, core.PhaseMain)
	tb.Memory(p2, 3)
	tb.Battle(p1, "ST3-04", "ST3-05")
	attacker := tb.Battle(p2, "ST2-04")
	tb.Security(p1, "ST3-16")
	tb.Run(cardtest.Attack(attacker), cardtest.Select(attacker).By(p1))
	if attacker.Zone == core.ZoneBattle {
		t.Fatalf("p2's attacker at 0 DP was not deleted")
	}
	if got := tb.Activations("ST3-04"); len(got) != 0 {
		t.Errorf("activations of ST3-04: %+v; want none", got)
	}
	if m := tb.Position().MemoryOf(p2); m != 3 {
		t.Errorf("p2's memory: %d; want 3 (p1 gained nothing)", m)
	}
}
