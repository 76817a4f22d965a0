package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-114 MetalGreymon — <Security Attack +2>. [When Attacking] Lose 5 memory.
// Inherited: [Your Turn] This Digimon gets +3000 DP.

// TestMetalGreymonChecksThreeAndLosesFive: attacking from 5 memory, it checks 3
// security cards and leaves its player at 0.
func TestMetalGreymonChecksThreeAndLosesFive(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 5)
	metal := k.Battle(you, "BT1-114")
	k.Security(them, "ST1-02", "ST1-02", "ST1-02", "ST1-02")
	k.wantChecks(metal, 3, "<Security Attack +2>")
	k.Run(cardtest.Attack(metal))
	k.wantActivated("BT1-114", "[When Attacking]")
	if n := k.ChecksMade(metal); n != 3 {
		t.Errorf("%d security checks; want 3", n)
	}
	k.wantMemory(you, 0, "after attacking from 5")
}

// TestMetalGreymonInherited: WarGreymon (12000) over it has 15000 in its player's turn
// and 12000 in the opponent's.
func TestMetalGreymonInherited(t *testing.T) {
	k := newKit(t)
	war := k.Battle(you, "BT1-114", "ST1-11")
	k.wantDP(war, 15000, "your turn")
	k.Run(nextTurn(you)...)
	k.wantDP(war, 12000, "the opponent's turn")
}
