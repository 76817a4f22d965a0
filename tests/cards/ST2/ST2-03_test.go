package st2

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// ST2-03 Gabumon — Inherited: [When Attacking] Trash the digivolution card at the
// bottom of 1 of your opponent's Digimon with a level of 5 or less.

// TestGabumonInheritedTrashesTheBottomCard: Ikkakumon over Gabumon attacks; its player
// chooses 1 of the opponent's Digimon of level 5 or less (a level 6 one is not
// offered, nor their own), whose bottom digivolution card goes to the trash; the rest
// of its stack stays in order.
func TestGabumonInheritedTrashesTheBottomCard(t *testing.T) {
	tb := cardtest.New(t)
	ikkaku := tb.Battle(p1, "ST2-03", "ST2-05")
	tb.Battle(p1, "ST2-02")
	zudo := tb.Battle(p2, "ST2-01", "ST2-02", "ST2-05", "ST2-09") // level 5
	bear := tb.Battle(p2, "ST2-04")                               // level 3, no digivolution cards
	tb.Battle(p2, "ST2-05", "ST2-09", "ST2-10")                   // Plesiomon, level 6
	tb.Security(p2, "ST1-02")
	tb.Run(cardtest.Attack(ikkaku), cardtest.Select(zudo).By(p1))

	if got := tb.Activations("ST2-03"); len(got) != 1 || got[0].Text != "inherited [When Attacking]" {
		t.Fatalf("activations of ST2-03: %+v; want one inherited [When Attacking]", got)
	}
	if got := cardtest.OfferedObjects(tb.Prompts(core.PromptChoose)[0]); !cardtest.SameObjects(got, []*core.FieldObject{zudo, bear}) {
		t.Errorf("offered %v; want p2's Zudomon and Bearmon (level 5 or less)", got)
	}
	if got := cardtest.Numbers(zudo.Cards); !slices.Equal(got, []string{"ST2-02", "ST2-05", "ST2-09"}) {
		t.Errorf("Zudomon's stack: %v; want Tsunomon, the bottom card, gone", got)
	}
	if trash := cardtest.Numbers(tb.Position().Players[p2].Trash); !slices.Equal(trash, []string{"ST2-01", "ST1-02"}) {
		t.Errorf("p2's trash: %v; want Tsunomon, then the security card checked", trash)
	}
}

// TestGabumonInheritedChoosingABareDigimon: choosing a Digimon without digivolution
// cards is allowed (the only condition is the level) and trashes nothing.
func TestGabumonInheritedChoosingABareDigimon(t *testing.T) {
	tb := cardtest.New(t)
	ikkaku := tb.Battle(p1, "ST2-03", "ST2-05")
	bear := tb.Battle(p2, "ST2-04")
	tb.Security(p2, "ST1-02")
	tb.Run(cardtest.Attack(ikkaku), cardtest.Select(bear).By(p1))
	if trash := cardtest.Numbers(tb.Position().Players[p2].Trash); !slices.Equal(trash, []string{"ST1-02"}) {
		t.Errorf("p2's trash: %v; want only the security card checked", trash)
	}
	if bear.Zone != core.ZoneBattle || len(bear.Cards) != 1 {
		t.Errorf("Bearmon: %s; want it unchanged in the battle area", bear)
	}
}

// TestGabumonOnTopDoesNotTrigger: the effect is inherited: Gabumon attacking itself
// does not trigger it.
func TestGabumonOnTopDoesNotTrigger(t *testing.T) {
	tb := cardtest.New(t)
	gabu := tb.Battle(p1, "ST2-01", "ST2-03")
	tb.Battle(p2, "ST2-01", "ST2-02")
	tb.Security(p2, "ST1-02")
	tb.Run(cardtest.Attack(gabu))
	if got := tb.Activations("ST2-03"); len(got) != 0 {
		t.Fatalf("activations of ST2-03: %+v; want none", got)
	}
}
