package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-110 Flower Cannon — [Main] Suspend 1 of your opponent's Digimon.
// [Security] Suspend all of your opponent's Digimon without <Blocker>.

// TestFlowerCannonMain: the chosen Digimon is suspended.
func TestFlowerCannonMain(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 2)
	k.Battle(you, "BT1-064")
	magna := k.Battle(them, "ST3-10")
	k.Hand(you, "BT1-110")
	k.Run(cardtest.Use("BT1-110"), cardtest.Select(magna).By(you))
	if !magna.Suspended {
		t.Errorf("Magnadramon was not suspended")
	}
}

// TestFlowerCannonSecurity: checked, all of the attacking player's Digimon without
// <Blocker> are suspended; Woodmon (<Blocker>) is not.
func TestFlowerCannonSecurity(t *testing.T) {
	k := newKit(t)
	attacker := k.Battle(you, "ST1-04")
	other := k.Battle(you, "ST1-04")
	wood := k.Battle(you, "BT1-072")
	k.Security(them, "ST1-02", "BT1-110")
	k.Run(cardtest.Attack(attacker))
	k.wantActivated("BT1-110", "[Security]")
	if !other.Suspended || wood.Suspended {
		t.Errorf("Dracomon suspended %v, Woodmon %v; want true, false", other.Suspended, wood.Suspended)
	}
}
