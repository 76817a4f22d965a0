package st3

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// ST3-14 Heaven's Charm — [Main] 1 of your opponent's Digimon gets -2000 DP for the turn.
// [Security] Add this card to its owner's hand.

// TestHeavensCharmMain: used (cost 2), its player chooses 1 of the opponent's Digimon
// (not their own): -2000 DP for the turn.
func TestHeavensCharmMain(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(p1, 2)
	mine := tb.Battle(p1, "ST3-02")
	zudo := tb.Battle(p2, "ST2-09")
	bear := tb.Battle(p2, "ST2-04")
	tb.Hand(p1, "ST3-14")
	tb.Run(cardtest.Use("ST3-14"), cardtest.Select(zudo).By(p1))
	if got := tb.Activations("ST3-14"); len(got) != 1 || got[0].Text != "[Main]" {
		t.Fatalf("activations of ST3-14: %+v; want one [Main]", got)
	}
	if got := cardtest.OfferedObjects(tb.Prompts(core.PromptChoose)[0]); !cardtest.SameObjects(got, []*core.FieldObject{zudo, bear}) {
		t.Errorf("offered %v; want p2's two Digimon", got)
	}
	for o, want := range map[*core.FieldObject]int{zudo: 5000, bear: 4000, mine: 3000} {
		if dp := tb.DP(o); dp != want {
			t.Errorf("%s: %d DP; want %d", o, dp, want)
		}
	}
	if m := tb.Position().MemoryOf(p1); m != 0 {
		t.Errorf("memory: %d; want 0", m)
	}
	tb.Run(cardtest.Pass())
	if dp := tb.DP(zudo); dp != 7000 {
		t.Errorf("in p2's turn: %d DP; want 7000", dp)
	}
}

// TestHeavensCharmSecurity: checked from p2's security, it goes to p2's hand instead
// of the trash; the attack goes on as if nothing happened (no battle).
func TestHeavensCharmSecurity(t *testing.T) {
	tb := cardtest.New(t)
	attacker := tb.Battle(p1, "ST2-04")
	tb.Security(p2, "ST1-02", "ST3-14")
	tb.Run(cardtest.Attack(attacker))
	if got := tb.Activations("ST3-14"); len(got) != 1 || got[0].Text != "[Security]" || got[0].Player != p2 {
		t.Fatalf("activations of ST3-14: %+v; want one [Security] of p2", got)
	}
	g := tb.Position()
	if hand := cardtest.Numbers(g.Players[p2].Hand); !slices.Equal(hand, []string{"ST3-14"}) {
		t.Errorf("p2's hand: %v; want [ST3-14]", hand)
	}
	if n := len(g.Players[p2].Trash); n != 0 {
		t.Errorf("p2's trash: %d cards; want none", n)
	}
	if n := len(g.Players[p2].Security); n != 1 || attacker.Zone != core.ZoneBattle {
		t.Errorf("p2's security %d cards, attacker in %s; want 1 and the battle area", n, attacker.Zone)
	}
}
