package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-115 Veedramon — [When Attacking][Once Per Turn] If you have a Tamer in play,
// unsuspend this Digimon.
// Inherited: [All Turns] While you have a blue Tamer in play, this Digimon gets +1000 DP.

// TestVeedramonUnsuspendsOncePerTurn: with a Tamer in play its first attack leaves it
// unsuspended, its second does not.
func TestVeedramonUnsuspendsOncePerTurn(t *testing.T) {
	k := newKit(t)
	vee := k.Battle(you, "BT1-115")
	k.Battle(you, "BT1-085") // Tai (red): any Tamer
	k.Security(them, "ST1-02", "ST1-02", "ST1-02")
	k.Run(cardtest.Attack(vee))
	if vee.Suspended {
		t.Fatalf("Veedramon is suspended after its first attack")
	}
	k.Run(cardtest.Attack(vee))
	if !vee.Suspended {
		t.Errorf("Veedramon unsuspended a second time in the turn")
	}
	k.wantActivated("BT1-115", "[When Attacking]")
}

// TestVeedramonNeedsATamer: without a Tamer it stays suspended.
func TestVeedramonNeedsATamer(t *testing.T) {
	k := newKit(t)
	vee := k.Battle(you, "BT1-115")
	k.Security(them, "ST1-02", "ST1-02")
	k.Run(cardtest.Attack(vee))
	if !vee.Suspended {
		t.Errorf("Veedramon unsuspended without a Tamer")
	}
	k.wantActivated("BT1-115")
}

// TestVeedramonInherited: a Digimon with Veedramon under it gets +1000 while its player
// has a blue Tamer — in both players' turns; not for a red Tamer.
func TestVeedramonInherited(t *testing.T) {
	k := newKit(t)
	were := k.Battle(you, "BT1-115", "ST2-08") // WereGarurumon 7000
	k.Battle(you, "BT1-085")                   // a red Tamer
	k.wantDP(were, 7000, "a red Tamer")
	k.Battle(you, "BT1-086") // Matt, blue
	k.wantDP(were, 8000, "a blue Tamer, your turn")
	k.Run(nextTurn(you)...)
	k.wantDP(were, 8000, "a blue Tamer, the opponent's turn")
}
