package bt1

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-086 Matt Ishida — [Start of Your Turn] If you have 2 or less memory, set your
// memory to 3.
// [Your Turn] When you play a blue Digimon, you can suspend this Tamer to trash the
// bottom digivolution card of 1 of your opponent's Digimon.
// [Security] Play this card without paying its memory cost.

// TestMattTrashesTheBottomCard: playing Bearmon (blue), its player suspends Matt and
// trashes the bottom card of the opponent's WereGarurumon stack.
func TestMattTrashesTheBottomCard(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 3)
	matt := k.Battle(you, "BT1-086")
	were := k.Battle(them, "ST2-02", "ST2-05", "ST2-08")
	k.Hand(you, "ST2-04")
	k.Run(cardtest.Play("ST2-04"), cardtest.Yes().By(you), cardtest.Select(were).By(you))
	k.wantActivated("BT1-086", "[when played]")
	if !matt.Suspended {
		t.Errorf("Matt was not suspended")
	}
	if got := cardtest.Numbers(were.Cards); !slices.Equal(got, []string{"ST2-05", "ST2-08"}) {
		t.Errorf("WereGarurumon's stack %v; want Gomamon (the bottom) trashed", got)
	}
	if tr := k.trash(them); !slices.Equal(tr, []string{"ST2-02"}) {
		t.Errorf("the opponent's trash %v; want Gomamon", tr)
	}
}

// TestMattNotForARedDigimonNorWhenSuspended: playing a red Digimon asks nothing; with
// Matt suspended, playing a blue one asks nothing either.
func TestMattNotForARedDigimonNorWhenSuspended(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 6)
	matt := k.Battle(you, "BT1-086")
	k.Battle(them, "ST2-02", "ST2-05")
	k.Hand(you, "ST1-04", "ST2-04")
	k.Run(cardtest.Play("ST1-04"))
	matt.Suspended = true
	k.Position().Touch()
	k.Run(cardtest.Play("ST2-04"))
	if n := len(k.Prompts(core.PromptYesNo)); n != 0 {
		t.Errorf("%d yes/no prompts; want none", n)
	}
}

// TestMattSetsMemoryAndPlaysFromSecurity: [Start of Your Turn] as BT1-085; [Security]
// plays it free.
func TestMattSetsMemoryAndPlaysFromSecurity(t *testing.T) {
	k := newKit(t)
	attacker := k.Battle(you, "ST1-04")
	k.Security(them, "ST1-02", "BT1-086")
	k.Hand(you, "BT1-071") // Vegiemon, cost 4
	k.Run(cardtest.Attack(attacker))
	k.wantActivated("BT1-086", "[Security]")
	if k.Find(them, "BT1-086") == nil {
		t.Fatalf("Matt is not in the opponent's battle area")
	}
	// You overpay: the opponent starts their turn with 1 and Matt sets it to 3.
	k.Memory(you, 3)
	k.Run(cardtest.Play("BT1-071")) // 3 - 4: the opponent starts with 1
	k.wantMemory(them, 3, "the opponent's turn")
	k.wantActivated("BT1-086", "[Security]", "[Start of Your Turn]")
}
