package st2

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// ST2-16 Cocytus Breath — [Main] Return 1 of your opponent's Digimon to its owner's
// hand. (Trash all of the digivolution cards of that Digimon.)
// [Security] Activate this card's [Main] effect.

// TestCocytusBreathMain: used with cost 7, its player chooses 1 of the opponent's
// Digimon (not their own): its top card goes to its owner's hand, the cards under it
// to the trash.
func TestCocytusBreathMain(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(p1, 7)
	mine := tb.Battle(p1, "ST2-04")
	plesio := tb.Battle(p2, "ST2-01", "ST2-02", "ST2-05", "ST2-09", "ST2-10")
	bear := tb.Battle(p2, "ST2-04")
	tb.Hand(p1, "ST2-16")
	tb.Run(cardtest.Use("ST2-16"), cardtest.Select(plesio).By(p1))

	if got := tb.Activations("ST2-16"); len(got) != 1 || got[0].Text != "[Main]" {
		t.Fatalf("activations of ST2-16: %+v; want one [Main]", got)
	}
	if got := cardtest.OfferedObjects(tb.Prompts(core.PromptChoose)[0]); !cardtest.SameObjects(got, []*core.FieldObject{plesio, bear}) {
		t.Errorf("offered %v; want p2's two Digimon", got)
	}
	g := tb.Position()
	if hand := cardtest.Numbers(g.Players[p2].Hand); !slices.Equal(hand, []string{"ST2-10"}) {
		t.Errorf("p2's hand: %v; want [ST2-10]", hand)
	}
	if trash := cardtest.Numbers(g.Players[p2].Trash); len(trash) != 4 {
		t.Errorf("p2's trash: %v; want the 4 digivolution cards", trash)
	}
	if plesio.Zone == core.ZoneBattle || tb.Find(p2, "ST2-10") != nil {
		t.Errorf("Plesiomon is still in the battle area")
	}
	if mine.Zone != core.ZoneBattle {
		t.Errorf("p1's own Digimon left the battle area")
	}
	if m := g.MemoryOf(p1); m != 0 {
		t.Errorf("memory after using Cocytus Breath from 7: %d; want 0", m)
	}
}

// TestCocytusBreathSecurity: checked from p2's security, it returns p1's attacker to
// p1's hand: the attack ends and checks no more.
func TestCocytusBreathSecurity(t *testing.T) {
	tb := cardtest.New(t)
	attacker := tb.Battle(p1, "ST1-07", "ST1-08") // Garudamon over Greymon: checks 2
	tb.Security(p2, "ST1-02", "ST2-16")
	tb.Run(cardtest.Attack(attacker), cardtest.Select(attacker).By(p2))
	if got := tb.Activations("ST2-16"); len(got) != 1 || got[0].Text != "[Security]" || got[0].Player != p2 {
		t.Fatalf("activations of ST2-16: %+v; want one [Security] of p2 (its [Main] as part of it)", got)
	}
	g := tb.Position()
	if hand := cardtest.Numbers(g.Players[p1].Hand); !slices.Contains(hand, "ST1-08") {
		t.Errorf("p1's hand: %v; want Garudamon back", hand)
	}
	if n := tb.ChecksMade(attacker); n != 1 || len(g.Players[p2].Security) != 1 {
		t.Errorf("checks: %d, p2's security left %d; want 1 and 1", n, len(g.Players[p2].Security))
	}
}
