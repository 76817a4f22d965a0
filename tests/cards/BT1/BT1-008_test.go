package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-008 Frimon — Inherited: [Your Turn] While your opponent has 2 or more suspended
// Digimon in play, this Digimon gets +2000 DP.

// TestFrimonInherited: +2000 DP with 2 suspended Digimon of the opponent, not with 1
// (its player's own suspended Digimon do not count), not in the opponent's turn.
func TestFrimonInherited(t *testing.T) {
	tb := cardtest.New(t)
	elec := tb.Battle(meA, "BT1-008", "BT1-028") // 3000
	suspendA(tb, tb.Battle(meA, "ST1-04"))
	suspendA(tb, tb.Battle(oppA, "ST1-04"))
	tb.Battle(oppA, "ST1-02")
	if got := tb.DP(elec); got != 3000 {
		t.Errorf("1 suspended Digimon of the opponent: %d DP; want 3000", got)
	}
	suspendA(tb, tb.Battle(oppA, "ST1-02"))
	if got := tb.DP(elec); got != 5000 {
		t.Errorf("2 suspended Digimon of the opponent: %d DP; want 5000", got)
	}
	tb.Run(cardtest.Pass())
	if got := tb.DP(elec); got != 3000 {
		t.Errorf("in the opponent's turn: %d DP; want 3000", got)
	}
}
