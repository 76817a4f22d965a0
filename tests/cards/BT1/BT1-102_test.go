package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-102 Blade of the True — [Main] Trigger <Draw 1> for every 2 security cards you
// have. [Security] Activate this card's [Main] effect.

// TestBladeOfTheTrueMain: 5 security cards draw 2.
func TestBladeOfTheTrueMain(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 2)
	k.Battle(you, "ST3-02")
	k.Security(you, "ST1-02", "ST1-02", "ST1-02", "ST1-02", "ST1-02")
	k.Hand(you, "BT1-102")
	k.Run(cardtest.Use("BT1-102"))
	if n := len(k.hand(you)); n != 2 {
		t.Errorf("%d cards drawn; want 2", n)
	}
}

// TestBladeOfTheTrueSecurity: checked from 5 security cards (4 left then), its owner
// draws 2.
func TestBladeOfTheTrueSecurity(t *testing.T) {
	k := newKit(t)
	attacker := k.Battle(you, "ST1-04")
	k.Security(them, "ST1-02", "ST1-02", "ST1-02", "ST1-02", "BT1-102")
	k.Run(cardtest.Attack(attacker))
	k.wantActivated("BT1-102", "[Security]")
	if n := len(k.hand(them)); n != 2 {
		t.Errorf("the opponent drew %d; want 2", n)
	}
}

// TestBladeOfTheTrueOneSecurityCard: 1 security card draws nothing.
func TestBladeOfTheTrueOneSecurityCard(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 2)
	k.Battle(you, "ST3-02")
	k.Security(you, "ST1-02")
	k.Hand(you, "BT1-102")
	k.Run(cardtest.Use("BT1-102"))
	if n := len(k.hand(you)); n != 0 {
		t.Errorf("%d cards drawn; want none", n)
	}
}
