package bt1

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-099 Hearts Attack — [Main] Trash all digivolution cards under 1 of your
// opponent's Digimon.

// TestHeartsAttackMain: the chosen WereGarurumon loses both cards under it; the other
// Digimon keeps its own.
func TestHeartsAttackMain(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 3)
	k.Battle(you, "ST2-04")
	were := k.Battle(them, "ST2-02", "ST2-05", "ST2-08")
	other := k.Battle(them, "ST2-02", "ST2-05")
	k.Hand(you, "BT1-099")
	k.Run(cardtest.Use("BT1-099"), cardtest.Select(were).By(you))
	if got := cardtest.Numbers(were.Cards); !slices.Equal(got, []string{"ST2-08"}) {
		t.Errorf("WereGarurumon's stack %v; want it alone", got)
	}
	if len(other.Cards) != 2 {
		t.Errorf("the other Digimon lost cards")
	}
	if tr := k.trash(them); !sameSet(tr, []string{"ST2-02", "ST2-05"}) {
		t.Errorf("the opponent's trash %v; want the 2 cards", tr)
	}
}

// TestHeartsAttackHasNoSecurityEffect: checked, nothing is trashed.
func TestHeartsAttackHasNoSecurityEffect(t *testing.T) {
	k := newKit(t)
	attacker := k.Battle(you, "ST2-02", "ST2-05")
	k.Security(them, "ST1-02", "BT1-099")
	k.Run(cardtest.Attack(attacker))
	k.wantActivated("BT1-099")
	if len(attacker.Cards) != 2 {
		t.Errorf("the attacker lost cards")
	}
}
