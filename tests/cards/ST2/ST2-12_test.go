package st2

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// ST2-12 Matt Ishida — [Start of Your Turn] If your opponent has a Digimon with no
// digivolution cards, gain 1 memory.
// [Security] Play this card without paying its memory cost.

// TestMattStartOfYourTurn: at the start of p1's turn, with Matt in p1's battle area,
// p1 gains 1 memory if p2 has a Digimon without digivolution cards — not otherwise,
// and not at the start of p2's turn.
func TestMattStartOfYourTurn(t *testing.T) {
	for _, tc := range []struct {
		name    string
		theirs  [][]string
		trigger int
	}{
		{"a bare Digimon", [][]string{{"ST2-01", "ST2-05"}, {"ST2-04"}}, 1},
		{"only Digimon with digivolution cards", [][]string{{"ST2-01", "ST2-05"}}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := cardtest.New(t)
			tb.Battle(p1, "ST2-12")
			tb.Battle(p1, "ST2-04") // p1's own bare Digimon does not count
			for _, s := range tc.theirs {
				tb.Battle(p2, s...)
			}
			tb.Run(cardtest.Pass())
			if got := tb.Activations("ST2-12"); len(got) != 0 {
				t.Fatalf("activations at the start of p2's turn: %+v; want none", got)
			}
			tb.Run(cardtest.Pass().By(p2)) // p1 gets 3 memory; p1's turn starts
			if got := tb.Activations("ST2-12"); len(got) != tc.trigger {
				t.Fatalf("activations of ST2-12 at the start of p1's turn: %+v; want %d", got, tc.trigger)
			}
			if tc.trigger == 1 && tb.Activations("ST2-12")[0].Text != "[Start of Your Turn]" {
				t.Errorf("the activation is %q; want [Start of Your Turn]", tb.Activations("ST2-12")[0].Text)
			}
			if m := tb.Position().MemoryOf(p1); m != 3+tc.trigger {
				t.Errorf("p1's memory: %d; want %d", m, 3+tc.trigger)
			}
		})
	}
}

// TestMattSecurityPlaysItForFree: checked from p2's security, Matt is played into p2's
// battle area without paying its cost, and is not trashed.
func TestMattSecurityPlaysItForFree(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(p1, 2)
	attacker := tb.Battle(p1, "ST2-04")
	tb.Security(p2, "ST1-02", "ST2-12")
	tb.Run(cardtest.Attack(attacker))
	if got := tb.Activations("ST2-12"); len(got) != 1 || got[0].Text != "[Security]" || got[0].Player != p2 {
		t.Fatalf("activations of ST2-12: %+v; want one [Security] of p2", got)
	}
	if tb.Find(p2, "ST2-12") == nil {
		t.Fatalf("Matt is not in p2's battle area; p2's trash: %v", cardtest.Numbers(tb.Position().Players[p2].Trash))
	}
	if plays := tb.Events(core.EvPlay); len(plays) != 1 || plays[0].Player != p2 || plays[0].N != 0 {
		t.Errorf("play events: %+v; want one by p2 paying 0", plays)
	}
	if m := tb.Position().MemoryOf(p1); m != 2 {
		t.Errorf("p1's memory: %d; want 2 (nothing paid)", m)
	}
}
