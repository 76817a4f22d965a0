package st3

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// ST3-13 Heaven's Gate — [Main] 1 of your Digimon gets +3000 DP for the turn.
// [Security] All of your Digimon and Security Digimon get +5000 DP for the turn. Then
// add this card to its owner's hand.

// TestHeavensGateMain: used (cost 1), its player chooses 1 of their own Digimon (not
// the opponent's): +3000 DP for the turn; the card goes to the trash.
func TestHeavensGateMain(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(p1, 2)
	salamon := tb.Battle(p1, "ST3-02")
	gato := tb.Battle(p1, "ST3-06")
	enemy := tb.Battle(p2, "ST2-04")
	tb.Hand(p1, "ST3-13")
	tb.Run(cardtest.Use("ST3-13"), cardtest.Select(salamon).By(p1))
	if got := tb.Activations("ST3-13"); len(got) != 1 || got[0].Text != "[Main]" {
		t.Fatalf("activations of ST3-13: %+v; want one [Main]", got)
	}
	if got := cardtest.OfferedObjects(tb.Prompts(core.PromptChoose)[0]); !cardtest.SameObjects(got, []*core.FieldObject{salamon, gato}) {
		t.Errorf("offered %v; want p1's two Digimon", got)
	}
	for o, want := range map[*core.FieldObject]int{salamon: 6000, gato: 5000, enemy: 4000} {
		if dp := tb.DP(o); dp != want {
			t.Errorf("%s: %d DP; want %d", o, dp, want)
		}
	}
	g := tb.Position()
	if m := g.MemoryOf(p1); m != 1 {
		t.Errorf("memory after using Heaven's Gate from 2: %d; want 1", m)
	}
	if trash := cardtest.Numbers(g.Players[p1].Trash); !slices.Equal(trash, []string{"ST3-13"}) {
		t.Errorf("p1's trash: %v; want [ST3-13]", trash)
	}
	tb.Run(cardtest.Pass())
	if dp := tb.DP(salamon); dp != 3000 {
		t.Errorf("in p2's turn Salamon has %d DP; want 3000", dp)
	}
}

// TestHeavensGateSecurity: checked first by p1's Garudamon (7000) over Greymon, which
// checks 2: p2's Digimon get +5000 for the turn, and so does the next card checked —
// a security Biyomon (3000) battles as 8000 and deletes Garudamon. Heaven's Gate goes
// to p2's hand, not the trash. p1's Digimon get nothing; in p2's turn it is over.
func TestHeavensGateSecurity(t *testing.T) {
	tb := cardtest.New(t)
	garuda := tb.Battle(p1, "ST1-07", "ST1-08")
	mine := tb.Battle(p1, "ST2-04")
	theirs := tb.Battle(p2, "ST2-02")
	tb.Security(p2, "ST1-02", "ST3-13")
	tb.Run(cardtest.Attack(garuda))

	if got := tb.Activations("ST3-13"); len(got) != 1 || got[0].Text != "[Security]" || got[0].Player != p2 {
		t.Fatalf("activations of ST3-13: %+v; want one [Security] of p2", got)
	}
	if b := tb.Battles(garuda); len(b) != 1 || b[0].N != 7000-8000 || b[0].Text != "loss" {
		t.Fatalf("Garudamon's battles: %+v; want one lost against a Security Digimon of 8000 DP", b)
	}
	g := tb.Position()
	if hand := cardtest.Numbers(g.Players[p2].Hand); !slices.Equal(hand, []string{"ST3-13"}) {
		t.Errorf("p2's hand: %v; want [ST3-13]", hand)
	}
	if trash := cardtest.Numbers(g.Players[p2].Trash); slices.Contains(trash, "ST3-13") {
		t.Errorf("p2's trash: %v; Heaven's Gate should be in the hand", trash)
	}
	for o, want := range map[*core.FieldObject]int{theirs: 8000, mine: 4000} {
		if dp := tb.DP(o); dp != want {
			t.Errorf("%s: %d DP; want %d", o, dp, want)
		}
	}
	tb.Run(cardtest.Pass())
	if dp := tb.DP(theirs); dp != 3000 {
		t.Errorf("in p2's turn p2's Gomamon has %d DP; want 3000", dp)
	}
}
