package st2

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// ST2-09 Zudomon — [When Digivolving] Trash 2 digivolution cards at the bottom of 1 of
// your opponent's Digimon.

// TestZudomonWhenDigivolving: digivolving Ikkakumon into Zudomon, its player chooses 1
// of the opponent's Digimon (not their own): its 2 bottom digivolution cards go to
// the trash, bottom first; a Digimon with 1 loses that one.
func TestZudomonWhenDigivolving(t *testing.T) {
	for _, tc := range []struct {
		name  string
		stack []string
		left  []string
		trash []string
	}{
		{"3 digivolution cards", []string{"ST2-01", "ST2-02", "ST2-05", "ST2-09"}, []string{"ST2-05", "ST2-09"}, []string{"ST2-01", "ST2-02"}},
		{"1 digivolution card", []string{"ST2-04", "ST2-05"}, []string{"ST2-05"}, []string{"ST2-04"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := cardtest.New(t)
			tb.Memory(p1, 3)
			ikkaku := tb.Battle(p1, "ST2-02", "ST2-05")
			theirs := tb.Battle(p2, tc.stack...)
			other := tb.Battle(p2, "ST2-04")
			tb.Hand(p1, "ST2-09")
			tb.Run(cardtest.Digivolve(ikkaku, "ST2-09"), cardtest.Select(theirs).By(p1))

			if got := tb.Activations("ST2-09"); len(got) != 1 || got[0].Text != "[When Digivolving]" {
				t.Fatalf("activations of ST2-09: %+v; want one [When Digivolving]", got)
			}
			if got := cardtest.OfferedObjects(tb.Prompts(core.PromptChoose)[0]); !cardtest.SameObjects(got, []*core.FieldObject{theirs, other}) {
				t.Errorf("offered %v; want p2's two Digimon only", got)
			}
			if got := cardtest.Numbers(theirs.Cards); !slices.Equal(got, tc.left) {
				t.Errorf("the chosen Digimon's stack: %v; want %v", got, tc.left)
			}
			if got := cardtest.Numbers(tb.Position().Players[p2].Trash); !slices.Equal(got, tc.trash) {
				t.Errorf("p2's trash: %v; want %v", got, tc.trash)
			}
			if len(ikkaku.Cards) != 3 {
				t.Errorf("p1's Zudomon: %s; want its own 3 cards", ikkaku)
			}
		})
	}
}

// TestZudomonPlayedHasNoEffect: played from the hand, Zudomon's [When Digivolving]
// does not trigger.
func TestZudomonPlayedHasNoEffect(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(p1, 6)
	theirs := tb.Battle(p2, "ST2-04", "ST2-05")
	tb.Hand(p1, "ST2-09")
	tb.Run(cardtest.Play("ST2-09"))
	if got := tb.Activations("ST2-09"); len(got) != 0 {
		t.Fatalf("activations of ST2-09: %+v; want none", got)
	}
	if len(theirs.Cards) != 2 {
		t.Fatalf("p2's Digimon lost cards: %s", theirs)
	}
}
