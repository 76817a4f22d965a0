package bt1

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-039 Cerberusmon — [When Attacking][Twice Per Turn] You can unsuspend this Digimon
// by trashing 3 cards in your hand.

// TestCerberusmonWhenAttacking: attacking, its player may trash 3 hand cards (chosen)
// to unsuspend it; it attacks again and does it again; the third attack of the turn
// asks nothing.
func TestCerberusmonWhenAttacking(t *testing.T) {
	tb := cardtest.New(t)
	cerb := tb.Battle(meA, "BT1-039")
	tb.Hand(meA, "BT1-009", "BT1-013", "BT1-014", "BT1-019", "BT1-020", "BT1-024", "BT1-027")
	tb.Security(oppA, "BT1-001", "BT1-001", "BT1-001", "BT1-001")
	tb.Run(cardtest.Attack(cerb), cardtest.Yes().By(meA),
		cardtest.SelectCard("BT1-009").By(meA), cardtest.SelectCard("BT1-013").By(meA), cardtest.SelectCard("BT1-014").By(meA))
	if cerb.Suspended {
		t.Fatalf("Cerberusmon is still suspended after paying")
	}
	if got := trashA(tb, meA); !slices.Equal(got, []string{"BT1-009", "BT1-013", "BT1-014"}) {
		t.Errorf("trash %v; want the 3 chosen", got)
	}
	tb.Run(cardtest.Attack(cerb), cardtest.Yes().By(meA),
		cardtest.SelectCard("BT1-019").By(meA), cardtest.SelectCard("BT1-020").By(meA), cardtest.SelectCard("BT1-024").By(meA))
	if cerb.Suspended {
		t.Fatalf("Cerberusmon is still suspended after the second payment")
	}
	tb.Run(cardtest.Attack(cerb))
	if !cerb.Suspended || countA(tb, "BT1-039") != 2 {
		t.Errorf("third attack: suspended %v, %d activations; want true, 2 (twice per turn)", cerb.Suspended, countA(tb, "BT1-039"))
	}
	if n := len(tb.Position().Players[oppA].Security); n != 1 {
		t.Errorf("%d security cards left; want 1 after 3 attacks", n)
	}
}

// TestCerberusmonDeclineOrShortHand: declining keeps it suspended and the hand whole
// (and does not spend a use); with 2 cards in hand it cannot pay, so it is not asked.
func TestCerberusmonDeclineOrShortHand(t *testing.T) {
	tb := cardtest.New(t)
	cerb := tb.Battle(meA, "BT1-039")
	tb.Hand(meA, "BT1-009", "BT1-013", "BT1-014")
	tb.Security(oppA, "BT1-001", "BT1-001")
	tb.Run(cardtest.Attack(cerb), cardtest.No().By(meA))
	if !cerb.Suspended || len(handA(tb, meA)) != 3 || countA(tb, "BT1-039") != 0 {
		t.Errorf("declined: suspended %v, hand %v, %d activations", cerb.Suspended, handA(tb, meA), countA(tb, "BT1-039"))
	}

	tb = cardtest.New(t)
	cerb = tb.Battle(meA, "BT1-039")
	tb.Hand(meA, "BT1-009", "BT1-013")
	tb.Security(oppA, "BT1-001")
	tb.Run(cardtest.Attack(cerb))
	if n := len(tb.Prompts(core.PromptYesNo)); n != 0 || !cerb.Suspended {
		t.Errorf("2 cards in hand: %d questions, suspended %v; want none, true", n, cerb.Suspended)
	}
}
