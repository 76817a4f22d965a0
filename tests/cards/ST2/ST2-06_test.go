package st2

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// ST2-06 Garurumon — Inherited: [When Attacking] Trash the digivolution card at the
// bottom of 1 of your opponent's Digimon.

// TestGarurumonInheritedTrashesTheBottomCard: a Digimon with Garurumon under it
// attacks; its player chooses any of the opponent's Digimon — level 6 included, their
// own not — and its bottom digivolution card goes to the trash.
func TestGarurumonInheritedTrashesTheBottomCard(t *testing.T) {
	tb := cardtest.New(t)
	zudo := tb.Battle(p1, "ST2-06", "ST2-09") // Zudomon over Garurumon
	mine := tb.Battle(p1, "ST2-04", "ST2-05")
	plesio := tb.Battle(p2, "ST2-04", "ST2-05", "ST2-09", "ST2-10")
	bear := tb.Battle(p2, "ST2-04")
	tb.Security(p2, "ST1-02")
	tb.Run(cardtest.Attack(zudo), cardtest.Select(plesio).By(p1))

	if got := tb.Activations("ST2-06"); len(got) != 1 || got[0].Text != "inherited [When Attacking]" {
		t.Fatalf("activations of ST2-06: %+v; want one inherited [When Attacking]", got)
	}
	if got := cardtest.OfferedObjects(tb.Prompts(core.PromptChoose)[0]); !cardtest.SameObjects(got, []*core.FieldObject{plesio, bear}) {
		t.Errorf("offered %v; want p2's two Digimon", got)
	}
	if got := cardtest.Numbers(plesio.Cards); !slices.Equal(got, []string{"ST2-05", "ST2-09", "ST2-10"}) {
		t.Errorf("Plesiomon's stack: %v; want Bearmon, the bottom card, gone", got)
	}
	if trash := cardtest.Numbers(tb.Position().Players[p2].Trash); !slices.Equal(trash, []string{"ST2-04", "ST1-02"}) {
		t.Errorf("p2's trash: %v; want Bearmon, then the security card checked", trash)
	}
	if len(mine.Cards) != 2 {
		t.Errorf("p1's own Digimon lost cards: %s", mine)
	}
}

// TestGarurumonOnTopDoesNotTrigger: Garurumon attacking itself does not trigger its
// inherited effect.
func TestGarurumonOnTopDoesNotTrigger(t *testing.T) {
	tb := cardtest.New(t)
	garu := tb.Battle(p1, "ST2-02", "ST2-06")
	tb.Battle(p2, "ST2-01", "ST2-02")
	tb.Security(p2, "ST1-02")
	tb.Run(cardtest.Attack(garu))
	if got := tb.Activations("ST2-06"); len(got) != 0 {
		t.Fatalf("activations of ST2-06: %+v; want none", got)
	}
}
