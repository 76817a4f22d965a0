package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-092 Nuclear Laser — [Main] Trigger <Draw 2>. Then 1 of your Digimon gets +2000
// DP for the turn.

// TestNuclearLaserMain: 2 cards drawn, then the chosen Digimon has +2000 for the turn.
func TestNuclearLaserMain(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 3)
	drac := k.Battle(you, "ST1-04")
	k.Hand(you, "BT1-092")
	k.Run(cardtest.Use("BT1-092"), cardtest.Select(drac).By(you))
	k.wantActivated("BT1-092", "[Main]")
	if n := len(k.hand(you)); n != 2 {
		t.Errorf("%d cards in hand; want 2 drawn", n)
	}
	k.wantDP(drac, 6000, "after Nuclear Laser")
	k.Run(nextTurn(you)...)
	k.wantDP(drac, 4000, "the next turn")
}

// TestNuclearLaserHasNoSecurityEffect: checked, nothing activates.
func TestNuclearLaserHasNoSecurityEffect(t *testing.T) {
	k := newKit(t)
	attacker := k.Battle(you, "ST1-04")
	k.Security(them, "ST1-02", "BT1-092")
	k.Run(cardtest.Attack(attacker))
	k.wantActivated("BT1-092")
	if n := len(k.hand(them)); n != 0 {
		t.Errorf("the opponent drew %d", n)
	}
}
