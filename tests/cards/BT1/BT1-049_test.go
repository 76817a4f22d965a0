package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-049 Labramon — Inherited: [Your Turn] When an opponent's Digimon is deleted by
// dropping to 0 DP, trigger <Draw 1>.

// TestLabramonInheritedZeroDP: Angemon's [On Play] -3000 DP takes the opponent's 3000
// DP Biyomon to 0 and the rule deletes it: the Digimon with Labramon under it draws 1.
func TestLabramonInheritedZeroDP(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(meA, 5)
	tb.Battle(meA, "BT1-049", "BT1-051")
	biyo := tb.Battle(oppA, "ST1-02")
	tb.Hand(meA, "BT1-055")
	tb.Run(cardtest.Play("BT1-055"), cardtest.Select(biyo).By(meA))
	if biyo.Zone == core.ZoneBattle {
		t.Fatalf("Biyomon was not deleted")
	}
	if n, hand := countA(tb, "BT1-049"), len(handA(tb, meA)); n != 1 || hand != 1 {
		t.Errorf("%d activations, %d cards in hand; want 1 and 1", n, hand)
	}
}

// TestLabramonInheritedNotOtherDeletions: a deletion in battle draws nothing; nor does
// a deletion at 0 DP in the opponent's turn ([Your Turn]): their attacker checks Seven
// Heavens, whose [Security] -10000 DP deletes it.
func TestLabramonInheritedNotOtherDeletions(t *testing.T) {
	tb := cardtest.New(t)
	rep := tb.Battle(meA, "BT1-049", "BT1-051") // Reppamon 4000
	biyo := tb.Battle(oppA, "ST1-02")
	suspendA(tb, biyo)
	tb.Run(cardtest.AttackDigimon(rep, biyo))
	if biyo.Zone == core.ZoneBattle || countA(tb, "BT1-049") != 0 {
		t.Errorf("deleted in battle: %d activations; want none", countA(tb, "BT1-049"))
	}

	tb = cardtest.New(t)
	tb.Position().SetTurn(oppA, 4, core.PhaseMain)
	tb.Battle(meA, "BT1-049", "BT1-051")
	attacker := tb.Battle(oppA, "ST1-02")
	tb.Security(meA, "ST3-16")
	tb.Run(cardtest.Attack(attacker), cardtest.Select(attacker).By(meA))
	if attacker.Zone == core.ZoneBattle {
		t.Fatalf("the attacker was not deleted")
	}
	if n, hand := countA(tb, "BT1-049"), len(handA(tb, meA)); n != 0 || hand != 0 {
		t.Errorf("in the opponent's turn: %d activations, %d cards in hand; want none", n, hand)
	}
}
