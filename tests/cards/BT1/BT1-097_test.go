package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-097 Boring Storm — [Main] Trigger <Draw 1>. [Security] Trigger <Draw 2>.

// TestBoringStormMain: used, its player draws 1.
func TestBoringStormMain(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 1)
	k.Battle(you, "ST2-04")
	k.Hand(you, "BT1-097")
	k.Run(cardtest.Use("BT1-097"))
	if n := len(k.hand(you)); n != 1 {
		t.Errorf("%d cards in hand; want 1 drawn", n)
	}
}

// TestBoringStormSecurity: checked, its owner draws 2; the card is trashed.
func TestBoringStormSecurity(t *testing.T) {
	k := newKit(t)
	attacker := k.Battle(you, "ST1-04")
	k.Security(them, "ST1-02", "BT1-097")
	k.Run(cardtest.Attack(attacker))
	k.wantActivated("BT1-097", "[Security]")
	if n := len(k.hand(them)); n != 2 {
		t.Errorf("the opponent has %d cards in hand; want 2", n)
	}
	if n := len(k.trash(them)); n != 1 {
		t.Errorf("the opponent's trash holds %d cards; want Boring Storm", n)
	}
}
