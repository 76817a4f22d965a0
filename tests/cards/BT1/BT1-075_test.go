package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-075 Digitamamon — [When Attacking] Gain 3 memory. At end of turn, lose 3 memory.

// TestDigitamamonGainsThreeAndLosesThemAtEndOfTurn: attacking from 1 gains 3 (4); the
// pass then leaves the opponent 3 + 3 = 6.
func TestDigitamamonGainsThreeAndLosesThemAtEndOfTurn(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 1)
	digi := k.Battle(you, "BT1-075")
	k.Security(them, "ST1-02", "ST1-02")
	k.Run(cardtest.Attack(digi))
	k.wantMemory(you, 4, "after attacking from 1")
	k.Run(nextTurn(you)...)
	k.wantMemory(them, 6, "the opponent's turn")
	k.wantActivated("BT1-075", "[When Attacking]", "at the end of the turn")
}
