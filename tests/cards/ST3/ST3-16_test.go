package st3

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// ST3-16 Seven Heavens — [Main] 1 of your opponent's Digimon gets -10000 DP for the turn.
// [Security] Activate this card's [Main] effect.

// TestSevenHeavensMain: used (cost 7), its player chooses 1 of the opponent's Digimon
// (not their own): Plesiomon (12000) has 2000 for the turn, 12000 in p2's turn.
func TestSevenHeavensMain(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(p1, 7)
	mine := tb.Battle(p1, "ST3-02")
	plesio := tb.Battle(p2, "ST2-10")
	bear := tb.Battle(p2, "ST2-04")
	tb.Hand(p1, "ST3-16")
	tb.Run(cardtest.Use("ST3-16"), cardtest.Select(plesio).By(p1))
	if got := tb.Activations("ST3-16"); len(got) != 1 || got[0].Text != "[Main]" {
		t.Fatalf("activations of ST3-16: %+v; want one [Main]", got)
	}
	if got := cardtest.OfferedObjects(tb.Prompts(core.PromptChoose)[0]); !cardtest.SameObjects(got, []*core.FieldObject{plesio, bear}) {
		t.Errorf("offered %v; want p2's two Digimon", got)
	}
	for o, want := range map[*core.FieldObject]int{plesio: 2000, bear: 4000, mine: 3000} {
		if dp := tb.DP(o); dp != want {
			t.Errorf("%s: %d DP; want %d", o, dp, want)
		}
	}
	tb.Run(cardtest.Pass())
	if dp := tb.DP(plesio); dp != 12000 {
		t.Errorf("in p2's turn: %d DP; want 12000", dp)
	}
}

// TestSevenHeavensSecurity: checked by p1's Garudamon (7000) over Greymon, p2 gives it
// -10000: at 0 DP the rules delete it (17-1-3-1), and the attack checks no more.
func TestSevenHeavensSecurity(t *testing.T) {
	tb := cardtest.New(t)
	garuda := tb.Battle(p1, "ST1-07", "ST1-08")
	tb.Security(p2, "ST1-02", "ST3-16")
	tb.Run(cardtest.Attack(garuda), cardtest.Select(garuda).By(p2))
	if got := tb.Activations("ST3-16"); len(got) != 1 || got[0].Text != "[Security]" || got[0].Player != p2 {
		t.Fatalf("activations of ST3-16: %+v; want one [Security] of p2", got)
	}
	if garuda.Zone == core.ZoneBattle {
		t.Fatalf("Garudamon at 0 DP is still in the battle area")
	}
	if n := tb.ChecksMade(garuda); n != 1 || len(tb.Position().Players[p2].Security) != 1 {
		t.Errorf("Garudamon checked %d security cards; want 1", n)
	}
}
