package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-101 Howling Crusher — [Main] Trash all digivolution cards under all of your
// opponent's Digimon. [Security] Activate this card's [Main] effect.

// TestHowlingCrusherMain: every opposing Digimon is left with its top card; yours keep
// theirs.
func TestHowlingCrusherMain(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 7)
	mine := k.Battle(you, "ST2-02", "ST2-05")
	a := k.Battle(them, "ST2-02", "ST2-05", "ST2-08")
	b := k.Battle(them, "ST1-02", "ST1-05")
	k.Hand(you, "BT1-101")
	k.Run(cardtest.Use("BT1-101"))
	if len(a.Cards) != 1 || len(b.Cards) != 1 || len(mine.Cards) != 2 {
		t.Errorf("stacks: %d, %d, yours %d; want 1, 1, 2", len(a.Cards), len(b.Cards), len(mine.Cards))
	}
	if n := len(k.trash(them)); n != 3 {
		t.Errorf("%d cards in the opponent's trash; want 3", n)
	}
}

// TestHowlingCrusherSecurity: checked, it strips the attacking player's Digimon.
func TestHowlingCrusherSecurity(t *testing.T) {
	k := newKit(t)
	attacker := k.Battle(you, "ST1-02", "ST1-05")
	other := k.Battle(you, "ST1-02", "ST1-02", "ST1-05")
	k.Security(them, "ST1-02", "BT1-101")
	k.Run(cardtest.Attack(attacker))
	k.wantActivated("BT1-101", "[Security]")
	if len(attacker.Cards) != 1 || len(other.Cards) != 1 {
		t.Errorf("stacks %d and %d; want 1 and 1", len(attacker.Cards), len(other.Cards))
	}
}
