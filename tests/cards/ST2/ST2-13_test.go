package st2

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// ST2-13 Hammer Spark — [Main] Gain 1 memory.
// [Security] Gain 2 memory.

// TestHammerSparkMain: used from the hand (cost 0) with a blue Digimon in play, its
// player gains 1 memory; the card goes to the trash.
func TestHammerSparkMain(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(p1, 2)
	tb.Battle(p1, "ST2-04") // blue: the color requirement (4-19)
	tb.Hand(p1, "ST2-13")
	tb.Run(cardtest.Use("ST2-13"))
	if got := tb.Activations("ST2-13"); len(got) != 1 || got[0].Text != "[Main]" {
		t.Fatalf("activations of ST2-13: %+v; want one [Main]", got)
	}
	g := tb.Position()
	if m := g.MemoryOf(p1); m != 3 {
		t.Errorf("memory after using Hammer Spark from 2: %d; want 3", m)
	}
	if trash := cardtest.Numbers(g.Players[p1].Trash); !slices.Equal(trash, []string{"ST2-13"}) {
		t.Errorf("p1's trash: %v; want [ST2-13]", trash)
	}
}

// TestHammerSparkSecurity: checked from p2's security in p1's turn, p2 gains 2 memory:
// p1's 3 become 1.
func TestHammerSparkSecurity(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(p1, 3)
	attacker := tb.Battle(p1, "ST2-04")
	tb.Security(p2, "ST1-02", "ST2-13")
	tb.Run(cardtest.Attack(attacker))
	if got := tb.Activations("ST2-13"); len(got) != 1 || got[0].Text != "[Security]" || got[0].Player != p2 {
		t.Fatalf("activations of ST2-13: %+v; want one [Security] of p2", got)
	}
	if m := tb.Position().MemoryOf(p1); m != 1 {
		t.Errorf("p1's memory: %d; want 1 (p2 gained 2)", m)
	}
	if h := tb.Halted(); h.Kind != core.PromptMain || h.Player != p1 {
		t.Errorf("halted at %s; want p1's main phase going on", h)
	}
}
